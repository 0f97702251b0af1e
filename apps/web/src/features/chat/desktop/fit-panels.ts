/** The chat panel never gets narrower than this, whatever the side panels ask for. */
export const CHAT_MIN_WIDTH = 300;

export type SidePanel = 'sidebar' | 'canvas';
type Panel = { width: number; min: number; collapsed: boolean; collapsedWidth: number };

/**
 * How the sidebar and the Idea Canvas are shown in a window `room` pixels wide (what is left after
 * the chat panel's minimum). Neither is drawn under its minimum. When both are open but their
 * minimums do not fit, the one opened last (`openedLast`) stays open and the other is shown folded
 * to its rail: only shown, its stored state stays open, so it opens again in a wider window or
 * with one click (which makes it the one opened last). The open panels keep their own widths while
 * the sum fits; when it does not, the canvas gives way first, down to its minimum, while the chat
 * panel is narrower than its own width (`chatKeeps`: how much of it lies above its minimum); then
 * the chat panel, down to its minimum; then the sidebar. `max` is how wide each may be dragged with
 * the other as it is.
 */
export function fitPanels(room: number, sidebar: Panel, canvas: Panel, openedLast: SidePanel, chatKeeps = 0) {
  const least = (p: Panel) => (p.collapsed ? p.collapsedWidth : p.min);
  const folded = (p: Panel) => ({ ...p, collapsed: true });
  if (least(sidebar) + least(canvas) > room) {
    if (openedLast === 'canvas') sidebar = folded(sidebar);
    else canvas = folded(canvas);
  }
  const shown = (p: Panel) => (p.collapsed ? p.collapsedWidth : p.width);
  let canvasWidth = shown(canvas);
  let sidebarWidth = shown(sidebar);
  const give = (width: number, floor: number, excess: number) => width - Math.max(0, Math.min(excess, width - floor));
  if (!canvas.collapsed) canvasWidth = give(canvasWidth, canvas.min, sidebarWidth + canvasWidth + Math.max(0, chatKeeps) - room);
  if (!sidebar.collapsed) sidebarWidth = give(sidebarWidth, sidebar.min, sidebarWidth + canvasWidth - room);
  return {
    sidebarCollapsed: sidebar.collapsed,
    canvasCollapsed: canvas.collapsed,
    sidebar: sidebarWidth,
    canvas: canvasWidth,
    sidebarMax: Math.max(sidebarWidth, room - canvasWidth),
    canvasMax: Math.max(canvasWidth, room - sidebarWidth),
  };
}
