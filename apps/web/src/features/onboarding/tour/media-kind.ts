export type MediaKind = 'video' | 'image' | 'unsupported';

const VIDEO = ['webm', 'mp4'];
const IMAGE = ['gif', 'png', 'jpg', 'svg', 'webp'];

/** The media type is decided by the file extension alone. */
export function mediaKind(src: string): MediaKind {
  const path = src.split(/[?#]/)[0] ?? '';
  const extension = path.includes('.') ? (path.split('.').pop() ?? '').toLowerCase() : '';
  if (VIDEO.includes(extension)) return 'video';
  if (IMAGE.includes(extension)) return 'image';
  return 'unsupported';
}
