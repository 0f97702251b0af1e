/** The longest run of non-space characters the offline coach reads: longer than any word, figure or link a founder types. */
export const MAX_READ_RUN = 100;

const LONG_RUN = new RegExp(String.raw`\S{${MAX_READ_RUN + 1},}`, 'g');

/** A run of white space as one space, one line break or one blank line: 2,000 characters of "\n " took the coach 16 ms of CPU, as one line break 2 ms. */
const asOneBreak = (run: string) => {
  const breaks = run.split('\n').length - 1;
  return breaks === 0 ? ' ' : '\n'.repeat(Math.min(breaks, 2));
};

/**
 * What the offline coach reads of a founder's message: each run of non-space characters cut to
 * MAX_READ_RUN, and each run of white space as one space, or as its line break or blank line (a
 * line is a pitch's unit). A message holds at most 100 words and 2,000 characters, but one "word" of 2,000
 * digits (or "$" and digits, or "1", zeros and ".5") took the coach up to 370 ms on a busy machine,
 * where a hundred ordinary words take 20 to 45 ms; cut to a hundred characters, 20 ms at most.
 */
export function coachInput(message: string): string {
  return message.replace(LONG_RUN, (run) => run.slice(0, MAX_READ_RUN)).replace(/\s{2,}/g, asOneBreak);
}
