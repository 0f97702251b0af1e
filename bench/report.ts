/** The bench's table: each figure, what it is measured against, the ratio and PASS/MISS. */
type Target = { atLeast: number } | { atMost: number };

type Row = { figure: string; measured: string; baseline: string; ratio: string; verdict: string };

const verdictOf = (value: number, target: Target | null) =>
  target === null ? '—' : ('atLeast' in target ? value >= target.atLeast : value <= target.atMost) ? 'PASS' : 'MISS';

const targetText = (target: Target, unit = '') =>
  'atLeast' in target ? `≥ ${target.atLeast}${unit}` : `≤ ${target.atMost}${unit}`;

export class Report {
  private rows: Row[] = [];
  private notes: string[] = [];

  /** A figure as a ratio of a baseline measured in the same run. */
  ratio(figure: string, measured: string, baseline: string, ratio: number, target: Target | null) {
    this.rows.push({ figure, measured, baseline, ratio: `${ratio.toFixed(2)}${target ? ` (${targetText(target)})` : ''}`, verdict: verdictOf(ratio, target) });
    this.printRow(this.rows.at(-1)!);
  }

  /** A figure with an absolute bound (memory, latency). */
  check(figure: string, measured: string, { value, unit, ...target }: { value: number; unit: string } & Target) {
    this.rows.push({ figure, measured, baseline: '', ratio: targetText(target, unit ? ` ${unit}` : ''), verdict: verdictOf(value, target) });
    this.printRow(this.rows.at(-1)!);
  }

  note(text: string) {
    this.notes.push(text);
    console.log(`  ${text}`);
  }

  private printRow(row: Row) {
    console.log(`  ${row.verdict.padEnd(4)} ${row.figure}: ${row.measured}${row.baseline ? ` vs ${row.baseline}` : ''} → ${row.ratio}`);
  }

  print() {
    const width = Math.max(...this.rows.map((r) => r.figure.length));
    console.log('\nSummary');
    for (const row of this.rows) {
      console.log(`${row.verdict.padEnd(5)} ${row.figure.padEnd(width)}  ${row.ratio.padEnd(18)}  ${row.measured}${row.baseline ? `  vs  ${row.baseline}` : ''}`);
    }
    for (const note of this.notes) console.log(`      ${note}`);
    const missed = this.rows.filter((r) => r.verdict === 'MISS').length;
    console.log(`\n${this.rows.length - missed} PASS, ${missed} MISS (a benchmark: it never fails a build)`);
  }
}
