import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** A bounded load on loopback: `connections` clients for `seconds`. */
export async function load(options: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  requests?: autocannon.Request[];
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body ? { body: options.body } : {}),
    ...(options.requests ? { requests: options.requests } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Empty series of figures, by name: one value per round or run of a measurement. */
export function seriesOf<K extends string>(...names: K[]): Record<K, number[]> {
  return Object.fromEntries(names.map((name) => [name, []])) as unknown as Record<K, number[]>;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One JSON line per figure. */
export function report(bench: string, metric: string, value: number, unit: string, extra: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ bench, metric, value: Math.round(value * 100) / 100, unit, ...extra }));
}

/**
 * Runs `fn` and measures, beside its time, the longest stretch this thread's event loop could
 * not run a timer (a 1 ms interval; the last stretch is counted up to the end of `fn`).
 */
export async function timedWithEventLoop<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T; loopMaxMs: number }> {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  const value = await fn();
  const ms = performance.now() - started;
  clearInterval(ticker);
  longest = Math.max(longest, performance.now() - last);
  return { ms, value, loopMaxMs: longest };
}

/** Calls per second while `clients` loops call `fn` back to back for `seconds`. */
export async function throughput(seconds: number, clients: number, fn: (client: number) => Promise<unknown>): Promise<number> {
  let count = 0;
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < until) {
        await fn(client);
        count++;
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}
