import { failed, type CheckoutLoadResult } from './checkout-load.js';

export interface LoadFigures {
  durationSeconds: number;
  requests: number;
  checkouts: number;
  placed: number;
  /** Clean 409s (a product ran out). */
  conflicts: number;
  failed: number;
  /** Failed requests that were under way when the process was killed. */
  failedInFlight: number;
  /** Failed requests sent after the kill (through the survivor, they should be none). */
  failedAfterKill: number;
  /** Orders placed by checkouts sent after the kill: the load went on. */
  placedAfterKill: number;
  ordersPerSecond: number;
  /** ms from the kill to the end of the last failed request. */
  failureWindowMs: number;
  /** Failed requests by kind and answer, e.g. `checkout 503: 3` (0: no answer). */
  failures: Record<string, number>;
}

/** The figures of a load during which one process was killed (at `eventAt`). */
export function loadFigures({ requests, durationMs, eventAt }: CheckoutLoadResult): LoadFigures {
  const killedAt = eventAt ?? Infinity;
  const failures = requests.filter(failed);
  const placed = requests.filter((request) => request.order);
  return {
    durationSeconds: durationMs / 1000,
    requests: requests.length,
    checkouts: requests.filter((request) => request.kind === 'checkout').length,
    placed: placed.length,
    conflicts: requests.filter((request) => request.status === 409).length,
    failed: failures.length,
    failedInFlight: failures.filter((r) => r.startedAt <= killedAt && r.endedAt >= killedAt).length,
    failedAfterKill: failures.filter((r) => r.startedAt > killedAt).length,
    placedAfterKill: placed.filter((r) => r.startedAt > killedAt).length,
    ordersPerSecond: placed.length / (durationMs / 1000),
    failureWindowMs: failures.length ? Math.max(...failures.map((r) => r.endedAt)) - killedAt : 0,
    failures: failures.reduce<Record<string, number>>((counts, r) => {
      const label = `${r.kind} ${r.status || 'no answer'}${r.startedAt > killedAt ? ' (sent after)' : ''}`;
      counts[label] = (counts[label] ?? 0) + 1;
      return counts;
    }, {}),
  };
}

export function formatLoadReport(figures: LoadFigures, extra: Record<string, string | number>): string {
  const rows: Array<[string, string | number]> = [
    ['duration', `${figures.durationSeconds.toFixed(1)} s`],
    ['requests (add to cart + checkout)', figures.requests],
    ['checkouts', figures.checkouts],
    ['orders placed (201)', `${figures.placed} (${figures.ordersPerSecond.toFixed(1)} orders/s)`],
    ['orders placed after the kill', figures.placedAfterKill],
    ['clean 409s (out of stock)', figures.conflicts],
    ['failed requests', figures.failed],
    ['  of which in flight at the kill', figures.failedInFlight],
    ['  of which sent after the kill', figures.failedAfterKill],
    [
      '  by kind and answer',
      Object.entries(figures.failures)
        .map(([label, n]) => `${label}: ${n}`)
        .join(', '),
    ],
    ['last failure after the kill', `${figures.failureWindowMs.toFixed(0)} ms`],
    ...Object.entries(extra),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    '[scale-out] checkout load with one orders process SIGKILLed:',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
  ].join('\n');
}
