import os from 'node:os';
import { printTable, type LoadResult } from './load.ts';
import { bundle } from './bundle.ts';
import { baseline } from './scenarios/baseline.ts';
import { lighthouse } from './scenarios/lighthouse.ts';
import { search } from './scenarios/search.ts';

// `npm run bench [-- scenario...]`: runs the named scenarios (all by default) against the built server.
const scenarios: Record<string, () => Promise<LoadResult[]>> = { baseline, search, bundle, lighthouse };

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(scenarios);
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
for (const name of names) results.push(...(await scenarios[name]!()));
if (results.length) printTable(results);
console.log(`\nLoad average at the end: ${loadAverage()}`);
