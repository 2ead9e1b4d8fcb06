/**
 * The targets of the benchmarks and their verdicts. A benchmark states each target once, with the
 * figure it measured in this run (`verdict`); `npm run bench` prints every verdict as one table at
 * the end and exits non-zero when any target was missed, and so does a benchmark run on its own
 * (`finish`).
 */
export interface Target {
  /** the figure must be at most this */
  max?: number;
  /** the figure must be at least this */
  min?: number;
  unit?: string;
}

interface Verdict {
  bench: string;
  name: string;
  figure: number;
  target: string;
  pass: boolean;
}

const verdicts: Verdict[] = [];
let bench = '';

/** Names the benchmark the following verdicts belong to. */
export function benchmark(name: string): void {
  bench = name;
}

const show = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** Records one target's verdict for the figure measured in this run, and prints it. */
export function verdict(name: string, figure: number, target: Target): boolean {
  const unit = target.unit ? ` ${target.unit}` : '';
  const parts = [
    target.max !== undefined ? `<= ${show(target.max)}${unit}` : '',
    target.min !== undefined ? `>= ${show(target.min)}${unit}` : '',
  ].filter(Boolean);
  const pass =
    Number.isFinite(figure) &&
    (target.max === undefined || figure <= target.max) &&
    (target.min === undefined || figure >= target.min);
  verdicts.push({ bench, name, figure, target: parts.join(' and '), pass });
  console.log(`  ${name} = ${show(figure)}${unit} (target ${parts.join(' and ')}): ${pass ? 'met' : 'MISSED'}`);
  return pass;
}

/** Prints the table of every verdict so far; answers how many targets were missed. */
export function printVerdicts(): number {
  if (verdicts.length === 0) return 0;
  const rows = verdicts.map((v) => [v.bench, v.name, v.target, show(v.figure), v.pass ? 'met' : 'MISSED']);
  const head = ['benchmark', 'figure', 'target', 'measured', 'verdict'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n== Targets ==\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
  const missed = verdicts.filter((v) => !v.pass).length;
  console.log(missed ? `${missed} of ${verdicts.length} targets missed` : `all ${verdicts.length} targets met`);
  return missed;
}

/** The end of a benchmark run on its own: the table, and a failing exit code when a target was missed. */
export function finish(): void {
  if (printVerdicts() > 0) process.exitCode = 1;
}
