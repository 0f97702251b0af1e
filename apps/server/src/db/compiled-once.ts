import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './database.ts';

/** Where a value goes in a statement built once: the `name` of its `arg`-th values object. */
class Placeholder {
  constructor(
    readonly arg: number,
    readonly name: string,
  ) {}
}

/** A values object whose every property is a placeholder for that value. */
const placeholdersOf = (arg: number) =>
  new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? new Placeholder(arg, name) : undefined) });

const isConstant = (value: unknown) => value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value);

/**
 * A statement built and compiled once, for the statements of every chat turn: Kysely's builder and
 * compiler cost more CPU there than the database spends running them (a quarter of a millisecond
 * for a turn's charge). `build` is called once, on the first executor the statement runs on, with
 * placeholders for the values objects; each run puts its values in their places. All our
 * databases speak PostgreSQL, so that text serves every executor.
 *
 * So `build` may use its values only as values (`eb.val(v.id)`, `.where('id', '=', v.id)`), never
 * to choose what to build: `v.x ?? null` and `if (v.x)` see a placeholder, never the value. Values
 * are read flat: `v.by?.id` is undefined (and the column it sets silently left out), and `{ ...v }`
 * is empty. A value a run leaves out is run as NULL, never as the column's default. Every other
 * parameter of the built statement must be a constant (a status, a kind): an object made while
 * building, such as a `new Date()`, would be kept for every run, so it is refused; a string or
 * number made while building (`randomUUID()`) cannot be told from a constant, and would be kept.
 */
export function compiledOnce<A extends object[], R>(build: (db: Executor, ...values: A) => Compilable<R>) {
  let template: { query: CompiledQuery<R>; slots: readonly unknown[] } | undefined;
  forgetters.push(() => (template = undefined));
  return (db: Executor, ...values: A): CompiledQuery<R> => {
    template ??= compileTemplate(build(db, ...(values.map((_, arg) => placeholdersOf(arg)) as A)));
    const parameters = template.slots.map((slot) => (slot instanceof Placeholder ? (values[slot.arg] as Record<string, unknown>)[slot.name] ?? null : slot));
    return { ...template.query, parameters };
  };
}

function compileTemplate<R>(built: Compilable<R>): { query: CompiledQuery<R>; slots: readonly unknown[] } {
  const query = built.compile();
  for (const slot of query.parameters) {
    if (!(slot instanceof Placeholder) && !isConstant(slot)) {
      throw new Error(`A statement built once would keep a value made while building it (${String(slot)}): ${query.sql}`);
    }
  }
  return { query, slots: query.parameters };
}

const forgetters: (() => void)[] = [];

/**
 * Forgets every statement built so far: the next run of each builds it again, on the executor it
 * runs on. For a test that watches statements being built through a Kysely plugin, in a test
 * process whose other files may have built them first.
 */
export function forgetBuiltStatements(): void {
  for (const forget of forgetters) forget();
}
