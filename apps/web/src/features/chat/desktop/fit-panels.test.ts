import { describe, expect, it } from 'vitest';
import { fitPanels } from './fit-panels.ts';

const sidebar = (width: number, collapsed = false) => ({ width, min: 180, collapsed, collapsedWidth: 64 });
const canvas = (width: number, collapsed = false) => ({ width, min: 320, collapsed, collapsedWidth: 64 });

describe('fitPanels', () => {
  it('keeps the stored widths when they fit', () => {
    expect(fitPanels(1139, sidebar(280), canvas(480))).toEqual({ sidebar: 280, canvas: 480, sidebarMax: 659, canvasMax: 859 });
  });

  it('takes the excess from the canvas first, down to its minimum, then from the sidebar', () => {
    expect(fitPanels(1000, sidebar(480), canvas(800))).toMatchObject({ sidebar: 480, canvas: 520 });
    expect(fitPanels(700, sidebar(480), canvas(800))).toMatchObject({ sidebar: 380, canvas: 320 });
  });

  it('shrinks the canvas below its minimum when both side panels are at theirs', () => {
    expect(fitPanels(468, sidebar(480), canvas(800))).toMatchObject({ sidebar: 180, canvas: 288 });
  });

  it('never shrinks a collapsed panel, and the sum never exceeds the room', () => {
    expect(fitPanels(468, sidebar(480, true), canvas(800))).toMatchObject({ sidebar: 64, canvas: 404 });
    expect(fitPanels(468, sidebar(480), canvas(800, true))).toMatchObject({ sidebar: 404, canvas: 64 });
    for (let room = 468; room < 1700; room += 37) {
      const fit = fitPanels(room, sidebar(480), canvas(800));
      expect(fit.sidebar + fit.canvas).toBeLessThanOrEqual(room);
      expect(fit.sidebarMax + fit.canvas).toBeLessThanOrEqual(room);
      expect(fit.sidebar + fit.canvasMax).toBeLessThanOrEqual(room);
    }
  });

  it('lets a panel be dragged only as wide as the other leaves room for', () => {
    const fit = fitPanels(900, sidebar(300), canvas(480));
    expect(fit.sidebarMax).toBe(420);
    expect(fit.canvasMax).toBe(600);
  });
});
