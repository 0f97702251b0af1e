import { sql, type Kysely } from 'kysely';

/**
 * What showed nothing by itself when this migration was written (2026-12-05: white space, format
 * characters, combining marks, the other default-ignorable code points, the blank Braille
 * pattern), a copy of the contract's rule: migrations import no live code.
 */
const INVISIBLE = /^[\s\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]$/u;

/** INVISIBLE as the code point ranges of a PostgreSQL bracket expression, read from the Unicode tables of the Node.js that runs it. */
function invisibleRanges(): string {
  const escape = (code: number) => (code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\U${code.toString(16).padStart(8, '0')}`);
  const ranges: string[] = [];
  let from = -1;
  for (let code = 1; code <= 0x110000; code++) {
    const invisible = code < 0x110000 && (code < 0xd800 || code > 0xdfff) && INVISIBLE.test(String.fromCodePoint(code));
    if (invisible && from < 0) from = code;
    if (!invisible && from >= 0) {
      ranges.push(from === code - 1 ? escape(from) : `${escape(from)}-${escape(code - 1)}`);
      from = -1;
    }
  }
  return ranges.join('');
}

/**
 * A stored name with no visible character gets a stand-in the Profile form takes, so the founder can
 * save the Profile without typing one (docs/decisions/2026-12-05-names-with-no-visible-character-are-blank.md):
 * Google accounts made before 2026-12-05 without a family name hold last name '', and registration
 * and the Profile took names of invisible characters alone.
 *
 * - last name: '-', what a Google account without a family name gets now (MISSING_NAME);
 * - first name: the e-mail's local part, as a Google account without a name gets now, when it is a
 *   plain one (ASCII letters, digits, `.`, `_`, `+`, `-`, at most 64), else '-'. The first name goes
 *   into every e-mail's greeting: "Hi ada.lovelace," rather than "Hi -,".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const visible = `[^${invisibleRanges()}]`;
  const local = sql`split_part(email, '@', 1)`;
  await sql`
    UPDATE users
    SET first_name = CASE WHEN ${local} ~ '^[a-zA-Z0-9._+-]{1,64}$' AND ${local} ~ '[a-zA-Z0-9]' THEN ${local} ELSE '-' END
    WHERE first_name !~ ${visible}`.execute(db);
  await sql`UPDATE users SET last_name = '-' WHERE last_name !~ ${visible}`.execute(db);
}
