import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of the machine's processes grouped by what they are (each service, the gateway, PostgreSQL,
 * RabbitMQ, Redis, the bench itself), read from /proc: with it a bench tells where each order's CPU
 * went. Linux only; elsewhere it reads nothing.
 */
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

const GROUPS: Array<[name: string, pattern: RegExp]> = [
  ['gateway', /gateway\/dist\/main\.js/],
  ['identity', /services\/identity\/dist/],
  ['catalog', /services\/catalog\/dist/],
  ['orders', /services\/orders\/dist/],
  ['notifications', /services\/notifications\/dist/],
  ['postgres', /^postgres/],
  ['rabbitmq', /beam\.smp|rabbitmq/],
  ['redis', /redis-server/],
  ['bench', /bench\/run-bench|bench\/checkout-bench/],
];

export type CpuSnapshot = Map<string, number>;

/** Milliseconds of CPU (user + system) used so far by each group's live processes. */
export function cpuSnapshot(): CpuSnapshot {
  const totals: CpuSnapshot = new Map();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return totals; // not Linux
  }
  for (const pid of pids) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      const group = GROUPS.find(([, pattern]) => pattern.test(cmdline))?.[0];
      if (!group) continue;
      // Fields after the parenthesised command name; utime and stime are the 14th and 15th of the line.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      totals.set(group, (totals.get(group) ?? 0) + (ticks * 1000) / TICKS_PER_SECOND);
    } catch {
      // the process ended while being read
    }
  }
  return totals;
}

/** Per group: CPU ms spent between the two snapshots divided by `per` (e.g. orders placed), largest first. */
export function cpuSpentPer(before: CpuSnapshot, after: CpuSnapshot, per: number): Array<[string, number]> {
  return [...after]
    .map(([group, ms]): [string, number] => [group, (ms - (before.get(group) ?? 0)) / Math.max(per, 1)])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
}
