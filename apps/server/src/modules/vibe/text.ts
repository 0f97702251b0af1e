/** Small text helpers of the offline engine. */

export const sentence = (s: string) => s.trim().replace(/[.!?;:,]+$/, '');

/** At most `max` characters (UTF-16 units, as the contract counts), cut at a word boundary, never inside a character. */
export function clip(s: string, max: number): string {
  const text = s.trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, /[\uD800-\uDBFF]/.test(text[max - 2] ?? '') ? max - 2 : max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:—-]+$/, '')}…`;
}

export const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
export const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
export const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const unique = (items: string[]) => [...new Map(items.filter(Boolean).map((i) => [i.toLowerCase(), i])).values()];
