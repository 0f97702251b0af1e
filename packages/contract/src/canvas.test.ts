import { describe, expect, it } from 'vitest';
import { canvasMarkdown, canvasTitle, replaceCanvasBlock, splitCanvas } from './canvas.ts';
import { CANVAS_BLOCKS } from './constants.ts';

const canvas = canvasMarkdown('Bloom Booking', (block) => (block === 'WHO' ? 'Florists in small towns.' : block === 'PAIN' ? '- Missed calls\n- Lost orders' : null));

describe('the canvas as blocks', () => {
  it('cuts a canvas into its head and nine blocks that join back to the same text', () => {
    const { head, blocks } = splitCanvas(canvas);
    expect(blocks.map((b) => b.name)).toEqual([...CANVAS_BLOCKS]);
    expect(head + blocks.map((b) => b.heading + b.body).join('')).toBe(canvas);
    expect(blocks[1]!.body).toBe('\n- Missed calls\n- Lost orders\n\n');
  });

  it('replaces one block and leaves every other byte as it was', () => {
    const next = replaceCanvasBlock(canvas, 'PAIN', '  Orders lost to missed calls.  ');
    expect(next).toBe(canvas.replace('- Missed calls\n- Lost orders', 'Orders lost to missed calls.'));
    const last = replaceCanvasBlock(canvas, 'PITCH', 'Bookings while you arrange flowers.');
    expect(last.endsWith('### PITCH\nBookings while you arrange flowers.\n')).toBe(true);
  });

  it('reads the title, and ignores headings that are not blocks', () => {
    expect(canvasTitle(canvas)).toBe('Bloom Booking');
    expect(canvasTitle('no title')).toBeNull();
    const odd = '# T\n\n### Notes\nfree text\n\n### WHO\nA\n';
    expect(splitCanvas(odd).head).toBe('# T\n\n### Notes\nfree text\n\n');
    expect(splitCanvas(odd).blocks).toEqual([{ name: 'WHO', heading: '### WHO', body: '\nA\n' }]);
  });
});
