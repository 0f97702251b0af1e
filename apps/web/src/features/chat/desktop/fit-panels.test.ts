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
    for (const openedLast of ['sidebar', 'canvas'] as const) {
      for (let room = 468; room < 1700; room += 7) {
        const fit = fitPanels(room, sidebar(480), canvas(800), openedLast);
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
});
