import { describe, expect, it } from 'vitest';
import { fitPanels } from './fit-panels.ts';

const sidebar = (width: number, collapsed = false) => ({ width, min: 180, collapsed, collapsedWidth: 64 });
const canvas = (width: number, collapsed = false) => ({ width, min: 320, collapsed, collapsedWidth: 64 });

describe('fitPanels', () => {
  it('keeps the stored widths when they fit', () => {
    expect(fitPanels(1139, sidebar(280), canvas(480), 'canvas')).toEqual({
      sidebarCollapsed: false,
      canvasCollapsed: false,
      sidebar: 280,
      canvas: 480,
      sidebarMax: 659,
      canvasMax: 859,
    });
  });

  it('takes the excess from the canvas first, down to its minimum, then from the sidebar', () => {
    expect(fitPanels(1000, sidebar(480), canvas(800), 'canvas')).toMatchObject({ sidebar: 480, canvas: 520 });
    expect(fitPanels(700, sidebar(480), canvas(800), 'canvas')).toMatchObject({ sidebar: 380, canvas: 320 });
    // An 801 px window: both at their minimums, both open.
    expect(fitPanels(500, sidebar(480), canvas(800), 'sidebar')).toMatchObject({ sidebarCollapsed: false, canvasCollapsed: false, sidebar: 180, canvas: 320 });
  });

  it('folds the panel not opened last when both minimums do not fit, and never draws one under its minimum', () => {
    // A 769 px window leaves 468 px for the side panels; before, the canvas was drawn 288 px wide.
    expect(fitPanels(468, sidebar(480), canvas(800), 'sidebar')).toMatchObject({ sidebarCollapsed: false, canvasCollapsed: true, sidebar: 404, canvas: 64 });
    expect(fitPanels(468, sidebar(480), canvas(800), 'canvas')).toMatchObject({ sidebarCollapsed: true, canvasCollapsed: false, sidebar: 64, canvas: 404 });
    expect(fitPanels(499, sidebar(280), canvas(480), 'sidebar')).toMatchObject({ sidebar: 280, canvasCollapsed: true, canvas: 64 });
  });

  it('folds nothing when a panel is already collapsed, and never shrinks a collapsed panel', () => {
    expect(fitPanels(468, sidebar(480, true), canvas(800), 'sidebar')).toMatchObject({ sidebarCollapsed: true, canvasCollapsed: false, sidebar: 64, canvas: 404 });
    expect(fitPanels(468, sidebar(480), canvas(800, true), 'canvas')).toMatchObject({ sidebarCollapsed: false, canvasCollapsed: true, sidebar: 404, canvas: 64 });
  });

  it('in any desktop window keeps each open panel at its minimum or wider, and the sum within the room', () => {
    for (const [openedLast, chatKeeps] of [['sidebar', 0], ['canvas', 0], ['sidebar', 300], ['canvas', 900]] as const) {
      for (let room = 468; room < 1700; room += 7) {
        const fit = fitPanels(room, sidebar(480), canvas(800), openedLast, chatKeeps);
        expect(fit.sidebarCollapsed ? fit.sidebar === 64 : fit.sidebar >= 180, `sidebar ${fit.sidebar} in ${room}`).toBe(true);
        expect(fit.canvasCollapsed ? fit.canvas === 64 : fit.canvas >= 320, `canvas ${fit.canvas} in ${room}`).toBe(true);
        expect(fit.sidebarCollapsed && fit.canvasCollapsed).toBe(false);
        expect(fit.sidebar + fit.canvas).toBeLessThanOrEqual(room);
        expect(fit.sidebarMax + fit.canvas).toBeLessThanOrEqual(room);
        expect(fit.sidebar + fit.canvasMax).toBeLessThanOrEqual(room);
      }
    }
  });

  it('lets a panel be dragged only as wide as the other leaves room for', () => {
    const fit = fitPanels(900, sidebar(300), canvas(480), 'canvas');
    expect(fit.sidebarMax).toBe(420);
    expect(fit.canvasMax).toBe(600);
  });

  // The three panels in a window as DesktopChat lays them out (the chat/canvas handle's pixel
  // included): the chat panel takes what the side panels leave.
  const inWindow = (window: number, p: { sidebarOpen: boolean; canvas: number; chat: number }) => {
    const room = window - 300 - 1;
    const fit = fitPanels(room, sidebar(280, !p.sidebarOpen), canvas(p.canvas), 'sidebar', Math.min(p.chat, 600) - 300);
    return { sidebar: fit.sidebar, chat: room + 300 - fit.sidebar - fit.canvas, canvas: fit.canvasCollapsed ? 'rail' : fit.canvas };
  };

  it('lets the canvas give way, down to its minimum, before the chat panel goes under its own width', () => {
    const defaults = { canvas: 480, chat: 600 };
    // At 1024 px with the sidebar open the chat panel was 300 px and the canvas 443.
    expect(inWindow(1024, { sidebarOpen: true, ...defaults })).toEqual({ sidebar: 280, chat: 423, canvas: 320 });
    expect(inWindow(1024, { sidebarOpen: false, ...defaults })).toEqual({ sidebar: 64, chat: 600, canvas: 359 });
    expect(inWindow(1280, { sidebarOpen: true, ...defaults })).toEqual({ sidebar: 280, chat: 600, canvas: 399 });
    expect(inWindow(1280, { sidebarOpen: false, ...defaults })).toEqual({ sidebar: 64, chat: 735, canvas: 480 });
    expect(inWindow(1440, { sidebarOpen: true, ...defaults })).toEqual({ sidebar: 280, chat: 679, canvas: 480 });
    expect(inWindow(769, { sidebarOpen: false, ...defaults })).toEqual({ sidebar: 64, chat: 384, canvas: 320 });
    expect(inWindow(769, { sidebarOpen: true, ...defaults })).toEqual({ sidebar: 280, chat: 424, canvas: 'rail' });
    // The canvas dragged to 800 px at 1440 px with the sidebar open left the chat panel 359 px wide:
    // the drag holds there, and narrower windows take from the canvas while the chat keeps its 359.
    const dragged = { canvas: 800, chat: 359 };
    expect(inWindow(1440, { sidebarOpen: true, ...dragged })).toEqual({ sidebar: 280, chat: 359, canvas: 800 });
    expect(inWindow(1280, { sidebarOpen: true, ...dragged })).toEqual({ sidebar: 280, chat: 359, canvas: 640 });
    expect(inWindow(1024, { sidebarOpen: true, ...dragged })).toEqual({ sidebar: 280, chat: 359, canvas: 384 });
    expect(inWindow(1024, { sidebarOpen: false, ...dragged })).toEqual({ sidebar: 64, chat: 359, canvas: 600 });
    expect(inWindow(900, { sidebarOpen: true, ...dragged })).toEqual({ sidebar: 279, chat: 300, canvas: 320 });
    // Dragged to 600 px in a 1920 px window, the chat panel was 1039 px wide: it claims no more than
    // its default 600 in a narrower window.
    expect(inWindow(1440, { sidebarOpen: true, canvas: 600, chat: 1039 })).toEqual({ sidebar: 280, chat: 600, canvas: 559 });
  });

  it('takes from the chat panel, down to its minimum, before the sidebar', () => {
    // The sidebar dragged to 480: the canvas at its minimum, the chat at 300, then the sidebar gives way.
    expect(fitPanels(723, sidebar(480), canvas(480), 'sidebar', 300)).toMatchObject({ sidebar: 403, canvas: 320 });
    expect(fitPanels(1139, sidebar(480), canvas(480), 'sidebar', 300)).toMatchObject({ sidebar: 480, canvas: 359 });
  });
});
