import { describe, expect, it } from 'vitest';
import { mediaKind } from './media-kind.ts';

describe('mediaKind', () => {
  it('reads webm and mp4 as video', () => {
    expect(mediaKind('/tour/demo.webm')).toBe('video');
    expect(mediaKind('/tour/demo.MP4')).toBe('video');
  });
  it('reads gif, png, jpg, svg and webp as images, ignoring a query string', () => {
    for (const ext of ['gif', 'png', 'jpg', 'svg', 'webp']) expect(mediaKind(`/tour/a.${ext}?v=2`)).toBe('image');
  });
  it('calls anything else unsupported', () => {
    expect(mediaKind('/tour/a.pdf')).toBe('unsupported');
    expect(mediaKind('/tour/noextension')).toBe('unsupported');
  });
});
