import { sql, type Kysely } from 'kysely';

/**
 * Runs a migration's SQL one statement at a time (prepared statements take one command each).
 * Statements end with a semicolon at the end of a line.
 */
export async function runSql(db: Kysely<unknown>, text: string): Promise<void> {
  const statements = text
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
