import os from 'node:os';
import { printTable, type LoadResult } from './load.ts';
import { baseline } from './scenarios/baseline.ts';

// `npm run bench [-- scenario...]`: runs the named scenarios (all by default) against the built server.
const scenarios: Record<string, () => Promise<LoadResult[]>> = { baseline };

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(scenarios);
const unknown = names.filter((n) => !scenarios[n]);
if (unknown.length) {
  console.error(`Unknown scenario: ${unknown.join(', ')}. Known: ${Object.keys(scenarios).join(', ')}`);
  process.exit(2);
}

console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
const results: LoadResult[] = [];
for (const name of names) results.push(...(await scenarios[name]!()));
printTable(results);
