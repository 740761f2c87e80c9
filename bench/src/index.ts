import os from 'node:os';
import { bundle } from './bundle.ts';
import { printTable, type LoadResult } from './load.ts';
import { baseline } from './scenarios/baseline.ts';
import { format } from './scenarios/format.ts';
import { lighthouse } from './scenarios/lighthouse.ts';
import { mix } from './scenarios/mix.ts';
import { realtime } from './scenarios/realtime.ts';
import { search } from './scenarios/search.ts';
import { statements } from './scenarios/statements.ts';
import { text } from './scenarios/text.ts';

/** Options after the scenario names: `--name value` or `--name=value`. */
export type BenchOptions = Record<string, string>;

// `npm run bench [-- scenario... --option value...]`: runs the named scenarios (all by default)
// against the built server. A scenario prints its own report or returns rows for the common table.
const scenarios: Record<string, (opts: BenchOptions) => Promise<LoadResult[]>> = {
  baseline,
  search,
  mix,
  statements,
  text,
  realtime,
  bundle,
  lighthouse,
  format,
};

const names: string[] = [];
const options: BenchOptions = {};
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (!arg.startsWith('--')) names.push(arg);
  else if (arg.includes('=')) options[arg.slice(2, arg.indexOf('='))] = arg.slice(arg.indexOf('=') + 1);
  else options[arg.slice(2)] = args[++i] ?? '';
}
if (names.length === 0) names.push(...Object.keys(scenarios));
const unknown = names.filter((n) => !scenarios[n]);
if (unknown.length) {
  console.error(`Unknown scenario: ${unknown.join(', ')}. Known: ${Object.keys(scenarios).join(', ')}`);
  process.exit(2);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${loadAverage()}`,
);
const results: LoadResult[] = [];
for (const name of names) results.push(...(await scenarios[name]!(options)));
if (results.length) printTable(results);
console.log(`\nLoad average at the end: ${loadAverage()}`);
