/** Pure rules shared by the web app and the server. */
import { MAX_MESSAGE_CHARS, MAX_MESSAGE_WORDS, MAX_SESSION_NAME, MIN_PASSWORD_LENGTH } from './constants.ts';
import { PasswordTooShort } from './errors.ts';

/**
 * An e-mail address: no spaces, one @, a dot, last part at least 2 characters. No invisible
 * characters either (control and format characters, a zero-width space among them): an address
 * that looks like another one would be a second account under the same name.
 */
const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]{2,}$/u;
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** The longest address (RFC 5321's path limit), counted as stored: after `normalizeEmail`. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The one spelling of an address the accounts are found by: trimmed, composed (NFC: "é" typed as
 * one character or as "e" and an accent is the same address) and lower-cased.
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/** Line breaks and other control characters, which a name must not carry into an e-mail's text. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

const CONTROL_CHARACTER_RUNS = new RegExp(`${CONTROL_CHARACTERS.source}+`, 'gu');
/** `text` on one line: each run of line breaks and other control characters becomes one space. */
export function onOneLine(text: string): string {
  return text.replace(CONTROL_CHARACTER_RUNS, ' ');
}

/**
 * Characters that show nothing by themselves: white space, format characters (zero-width space,
 * non-joiner and joiner, word joiner, byte-order mark, soft hyphen, direction marks), combining
 * marks, the other default-ignorable ones (Hangul fillers, variation selectors) and the blank Braille
 * pattern. A name of these alone is blank
 * (docs/decisions/2026-12-05-names-with-no-visible-character-are-blank.md). Control characters other
 * than white space are not among them: a name that holds one is refused for it (`personName`).
 */
const INVISIBLE = '\\s\\p{Cf}\\p{M}\\p{Default_Ignorable_Code_Point}\\u2800';
const LEADING_INVISIBLE = new RegExp(`^[${INVISIBLE}]+`, 'u');
/**
 * The run at the end, read backwards from it (a lookbehind, tried only at the end: `lastIndex` and
 * the sticky flag), so a long run inside the name is never read again from each of its starts. A
 * combining mark at the end stays: it belongs to the character before it (an accent, an emoji's
 * variation selector).
 */
const TRAILING_INVISIBLE = new RegExp(`(?<=((?:(?!\\p{M})[${INVISIBLE}])*))$`, 'uy');

/** A name without the characters at its ends that show nothing: '' when it has no visible character. */
export function trimName(name: string): string {
  const start = LEADING_INVISIBLE.exec(name)?.[0].length ?? 0;
  TRAILING_INVISIBLE.lastIndex = name.length;
  const end = Math.max(start, name.length - (TRAILING_INVISIBLE.exec(name)?.[1]?.length ?? 0));
  return start === 0 && end === name.length ? name : name.slice(start, end);
}

/** A name with no visible character: empty, spaces, or only invisible characters (a zero-width space, a lone accent). */
export function isBlankName(name: string): boolean {
  return trimName(name) === '';
}

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: string; color: 'red' | 'yellow' | 'blue' | 'green' };

/** One point each for length 6+, length 8+, mixed case, a digit, a symbol; capped at 4. */
export function passwordStrength(password: string): PasswordStrength {
  let points = 0;
  if (password.length >= MIN_PASSWORD_LENGTH) points++;
  if (password.length >= 8) points++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) points++;
  if (/\d/.test(password)) points++;
  if (/[^a-zA-Z0-9]/.test(password)) points++;
  const score = Math.min(points, 4) as PasswordStrength['score'];
  if (score <= 1) return { score, label: 'Weak password', color: 'red' };
  if (score === 2) return { score, label: 'Fair password', color: 'yellow' };
  if (score === 3) return { score, label: 'Good password', color: 'blue' };
  return { score, label: 'Strong password', color: 'green' };
}

export type RegistrationForm = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** The first failing rule of the sign-up form, in its order; null when the form is valid. */
export function registrationError(form: RegistrationForm): { field: keyof RegistrationForm; message: string } | null {
  if (isBlankName(form.firstName)) return { field: 'firstName', message: 'Please enter first name' };
  if (isBlankName(form.lastName)) return { field: 'lastName', message: 'Please enter last name' };
  if (!form.email.trim()) return { field: 'email', message: 'Please enter email address' };
  if (!isValidEmail(form.email.trim())) return { field: 'email', message: INVALID_EMAIL_MESSAGE };
  if (!form.password) return { field: 'password', message: 'Please enter password' };
  if (form.password.length < MIN_PASSWORD_LENGTH) return { field: 'password', message: PasswordTooShort.short };
  if (form.password !== form.confirmPassword) return { field: 'confirmPassword', message: 'Passwords do not match' };
  return null;
}

/** A fixed example: quoting the person's own (wrong) address back to them helps no one. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address (e.g., name@example.com)';

/**
 * Words as the chat counts them: newlines collapsed, punctuation padded with
 * spaces, then the pieces counted. "Hello, world!" is four pieces.
 */
export function countWords(text: string): number {
  const padded = text
    .replace(/[\r\n]+/g, ' ')
    .replace(/([.,!?;:()[\]{}"'`…—–-])/g, ' $1 ')
    .trim();
  return padded ? padded.split(/\s+/).length : 0;
}

export function isMessageTooLong(text: string): boolean {
  return countWords(text) > MAX_MESSAGE_WORDS || text.length > MAX_MESSAGE_CHARS;
}

/**
 * A name of at most `max` characters, the ellipsis included: whitespace collapsed and, when too
 * long, cut at the last word that fits (or mid-word when that would leave almost nothing).
 */
export function truncateName(text: string, max = MAX_SESSION_NAME): string {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name.length <= max) return name;
  const cut = name.slice(0, max - 1);
  const end = name[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(end > 10 ? cut.slice(0, end) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** An API key masked: four characters, an ellipsis, four characters; 8 or fewer shows '****'. */
export function maskApiKey(key: string | null | undefined): string {
  if (!key) return '';
  if (key.length <= 8) return '****';
  return `${key.slice(0, 4)}...${key.slice(-4)}`;
}

/** Strips one wrapping code fence whose language is md, markdown or none. */
export function stripMarkdownFence(text: string): string {
  const match = /^\s*```(?:md|markdown)?[ \t]*\r?\n([\s\S]*?)\r?\n?```\s*$/i.exec(text);
  return match ? match[1]! : text;
}

const pad = (n: number) => String(n).padStart(2, '0');
export function timeLabel(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function dayDiff(date: Date, now: Date): number {
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((start(now) - start(date)) / 86_400_000);
}

/** Desktop sidebar label: 'Today HH:MM', 'Yesterday HH:MM', else 'Mon D[, YYYY] HH:MM'. */
export function sessionDateLabel(date: Date, now = new Date()): string {
  const diff = dayDiff(date, now);
  if (diff === 0) return `Today ${timeLabel(date)}`;
  if (diff === 1) return `Yesterday ${timeLabel(date)}`;
  const month = date.toLocaleString('en-US', { month: 'short' });
  const year = date.getFullYear() === now.getFullYear() ? '' : `, ${date.getFullYear()}`;
  return `${month} ${date.getDate()}${year} ${timeLabel(date)}`;
}

/** Mobile list label: time today, 'Yesterday', weekday under 7 days, else month and day. */
export function mobileDateLabel(date: Date, now = new Date()): string {
  const diff = dayDiff(date, now);
  if (diff === 0) return timeLabel(date);
  if (diff === 1) return 'Yesterday';
  if (diff < 7) return date.toLocaleString('en-US', { weekday: 'long' });
  const year = date.getFullYear() === now.getFullYear() ? '' : `, ${date.getFullYear()}`;
  return `${date.toLocaleString('en-US', { month: 'short' })} ${date.getDate()}${year}`;
}
