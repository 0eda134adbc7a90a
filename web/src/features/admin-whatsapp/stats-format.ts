import type { WhatsAppStats } from '@ihe/contracts';

const COUNT = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** A count with thousands separators: `1,204`. */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** spec 2 §9: the success rate to one decimal place, `87.5%` (and `100.0%`, `0.0%`). */
export function formatSuccessRate(rate: number): string {
  const safe = Number.isFinite(rate) ? Math.min(Math.max(rate, 0), 100) : 0;
  return `${safe.toFixed(1)}%`;
}

export type StatTone = 'neutral' | 'good' | 'bad' | 'waiting';

export interface StatCardModel {
  key: 'total' | 'successful' | 'failed' | 'pending';
  title: string;
  value: string;
  /** The line under the figure: the rate, "Needs attention", "In queue". */
  note: string;
  tone: StatTone;
}

/** The four 30-day cards of spec 2 §2: total, successful with the rate, failed, pending. */
export function statCards(stats: WhatsAppStats): StatCardModel[] {
  const successful = stats.sent + stats.delivered;
  return [
    {
      key: 'total',
      title: 'Total Messages',
      value: formatCount(stats.total),
      note: `Last ${stats.windowDays} days`,
      tone: 'neutral',
    },
    {
      key: 'successful',
      title: 'Successful',
      value: formatCount(successful),
      note: `${formatSuccessRate(stats.successRate)} success rate`,
      tone: 'good',
    },
    {
      key: 'failed',
      title: 'Failed',
      value: formatCount(stats.failed),
      note: 'Needs attention',
      tone: stats.failed > 0 ? 'bad' : 'neutral',
    },
    {
      key: 'pending',
      title: 'Pending',
      value: formatCount(stats.pending),
      note: 'In queue',
      tone: stats.pending > 0 ? 'waiting' : 'neutral',
    },
  ];
}
