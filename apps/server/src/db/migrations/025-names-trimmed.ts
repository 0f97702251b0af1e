import { sql, type Kysely } from 'kysely';

/** What showed nothing by itself when migration 023 was written, a copy of its rule (a migration imports no other code). */
const INVISIBLE = /^[\s\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]$/u;
/** The same without the combining marks, which at a name's end belong to the character before them. */
const INVISIBLE_BUT_MARKS = /^(?!\p{M})[\s\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]$/u;

/** The characters `matches` takes as the code point ranges of a PostgreSQL bracket expression, from the Unicode tables of the Node.js that runs it. */
function ranges(matches: RegExp): string {
  const escape = (code: number) => (code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\U${code.toString(16).padStart(8, '0')}`);
  const found: string[] = [];
  let from = -1;
  for (let code = 1; code <= 0x110000; code++) {
    const taken = code < 0x110000 && (code < 0xd800 || code > 0xdfff) && matches.test(String.fromCodePoint(code));
    if (taken && from < 0) from = code;
    if (!taken && from >= 0) {
      found.push(from === code - 1 ? escape(from) : `${escape(from)}-${escape(code - 1)}`);
      from = -1;
    }
  }
  return found.join('');
}

/**
 * Stored names lose the invisible characters at their ends, as a save stores them since 2026-12-05
 * (the contract's `trimName`): every one at the start, and at the end every one after the last
 * visible character or combining mark. Until now such a name waited for the founder's next save,
 * and the e-mails greeted it with its zero-width space. Migration 023 left no name without a
 * visible character, so none becomes empty (docs/decisions/2026-12-06-stored-names-trimmed.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const leading = `^[${ranges(INVISIBLE)}]+`;
  const trailing = `[${ranges(INVISIBLE_BUT_MARKS)}]+$`;
  for (const column of ['first_name', 'last_name']) {
    const name = sql.ref(column);
    await sql`
      UPDATE users SET ${name} = regexp_replace(regexp_replace(${name}, ${leading}, ''), ${trailing}, '')
      WHERE ${name} ~ ${leading} OR ${name} ~ ${trailing}`.execute(db);
  }
}
