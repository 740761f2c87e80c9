import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
};

/** Drives one HTTP request shape with autocannon and reduces the result to the figures we record. */
export async function load(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    body?: unknown;
    headers?: Record<string, string>;
    connections?: number;
    seconds?: number;
    /** The path of each request, chosen as it is sent (default: the url's). */
    nextPath?: () => string;
    /** The path and body of each request, chosen as it is sent (instead of nextPath and body). */
    next?: () => { path: string; body?: unknown };
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 10,
    headers: { 'content-type': 'application/json', ...(opts.headers ?? {}) },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    ...(opts.nextPath === undefined
      ? {}
      : { requests: [{ setupRequest: (req) => ({ ...req, path: opts.nextPath!() }) }] }),
    ...(opts.next === undefined
      ? {}
      : {
          requests: [
            {
              setupRequest: (req) => {
                const { path, body } = opts.next!();
                return { ...req, path, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
              },
            },
          ],
        }),
  });
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(results: LoadResult[]): void {
  console.log('\n| scenario | requests | req/s | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  }
}
