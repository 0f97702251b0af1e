/** The chat panel never gets narrower than this, whatever the side panels ask for. */
export const CHAT_MIN_WIDTH = 300;

type Panel = { width: number; min: number; collapsed: boolean; collapsedWidth: number };

/**
 * The widths the sidebar and the Idea Canvas get in a window `room` pixels wide (what is left
 * after the chat panel's minimum). Each keeps its own clamp while the sum fits; when it does not,
 * the canvas gives way first, down to its minimum, then the sidebar, then the canvas again below
 * its minimum, so the three panels always fit the window. `max` is how wide each may be dragged
 * with the other as it is.
 */
export function fitPanels(room: number, sidebar: Panel, canvas: Panel) {
  const shown = (p: Panel) => (p.collapsed ? p.collapsedWidth : p.width);
  let canvasWidth = shown(canvas);
  let sidebarWidth = shown(sidebar);
  let excess = sidebarWidth + canvasWidth - room;
  const give = (width: number, floor: number) => {
    const cut = Math.max(0, Math.min(excess, width - floor));
    excess -= cut;
    return width - cut;
  };
  if (!canvas.collapsed) canvasWidth = give(canvasWidth, canvas.min);
  if (!sidebar.collapsed) sidebarWidth = give(sidebarWidth, sidebar.min);
  if (!canvas.collapsed) canvasWidth = give(canvasWidth, 0);
  return {
    sidebar: sidebarWidth,
    canvas: canvasWidth,
    sidebarMax: Math.max(sidebarWidth, room - canvasWidth),
    canvasMax: Math.max(canvasWidth, room - sidebarWidth),
  };
}
