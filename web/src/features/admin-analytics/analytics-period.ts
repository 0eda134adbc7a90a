import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '@ihe/contracts';

export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const lagosDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The `period` of the URL when it is one of spec 2 §9's (7, 30, 90, 365 days), else the default 30. */
export function parseAnalyticsPeriod(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days)
    ? (days as AnalyticsPeriod)
    : DEFAULT_ANALYTICS_PERIOD;
}

/** The calendar day in Lagos as yyyy-mm-dd. */
export function lagosDate(at: Date): string {
  return lagosDay.format(at);
}

/** The last `days` days in Lagos, today included: from and to as yyyy-mm-dd. */
export function periodRange(days: AnalyticsPeriod, now: Date = new Date()): { from: string; to: string } {
  const to = lagosDate(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}
