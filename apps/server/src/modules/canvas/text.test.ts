import { describe, expect, it } from 'vitest';
import { snippetParts } from '../search/service.ts';
import { pdfSafe, plainLines } from './pdf.ts';
import { blockText, fileStem, variantName } from './service.ts';

describe('the canvas document texts', () => {
  it('names files after the title in plain ASCII words', () => {
    expect(fileStem('Booking app for independent physiotherapists')).toBe('booking-app-for-independent-physiotherapists');
    expect(fileStem('Café für Blumenhändler!')).toBe('cafe-fur-blumenhandler');
    expect(fileStem('日本語')).toBe('idea-canvas');
    expect(fileStem('a'.repeat(100))).toHaveLength(60);
  });

  it('names a variant within the 50-character limit', () => {
    expect(variantName('Bike repair')).toBe('Bike repair (variant)');
    const long = variantName('x'.repeat(50));
    expect(long).toHaveLength(50);
    expect(long.endsWith('… (variant)')).toBe(true);
  });

  it("takes a block's text from a model answer without a fence or a repeated heading", () => {
    expect(blockText('```md\n### PAIN\nMissed calls.\n```', 'PAIN')).toBe('Missed calls.');
    expect(blockText('  Plain text.  ', 'WHO')).toBe('Plain text.');
  });

  it('prints only what the built-in PDF fonts can show, as plain lines', () => {
    expect(pdfSafe('Crème brûlée — 5 € “ok” 日本')).toBe('Crème brûlée — 5 € “ok” ??');
    expect(pdfSafe('Rocket 🚀 go, 👍🏽')).toBe('Rocket ? go, ??');
    const windows1252 = 'Acme™ Œuvre œ Š š Ž ž Ÿ ‰ † ‡ ‹ › „ ‚ ƒ ˆ ˜';
    expect(pdfSafe(windows1252)).toBe(windows1252);
    expect(plainLines('- **Bold** and _soft_ [link](https://x.y)\n\n\n* `code`')).toEqual(['• Bold and soft link', '', '• code']);
  });

  it('cuts a search headline into matched and plain pieces on one line, every character kept', () => {
    expect(snippetParts('Florists \uE000lose\uE001\n\n C# snake_case 5 * 3 > 2 to \uE000calls\uE001')).toEqual([
      { text: 'Florists ', match: false },
      { text: 'lose', match: true },
      { text: ' C# snake_case 5 * 3 > 2 to ', match: false },
      { text: 'calls', match: true },
    ]);
  });
});
