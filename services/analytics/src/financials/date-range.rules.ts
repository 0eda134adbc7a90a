import { DEFAULT_ANALYTICS_PERIOD } from '@ihe/contracts';
import { lagosDay } from '../ledger/ledger.rules.js';

/** The longest period one request may ask for (a leap year). */
export const MAX_PERIOD_DAYS = 366;

export const DATE_RANGE_MESSAGES = {
  badDate: 'from and to must be real dates written YYYY-MM-DD',
  reversed: 'from must be on or before to',
  tooLong: `A period is at most ${MAX_PERIOD_DAYS} days`,
} as const;

export type DateRange = { from: string; to: string; days: number };
export type DateRangeResult = DateRange | { error: string };

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days since the epoch of a YYYY-MM-DD text, or null when it is not a real date. */
function dayNumber(text: string): number | null {
  if (!ISO_DAY.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return null;
  return ms / DAY_MS;
}

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The period of a financials request (both ends included, Lagos days). Missing `to` is today; missing
 * `from` is 30 days ending at `to` (spec 2 §9's default period).
 */
export function resolveDateRange(
  from: string | undefined,
  to: string | undefined,
  now = new Date(),
): DateRangeResult {
  const end = to ?? lagosDay(now);
  // `to` is checked before the default `from` is counted back from it (a bad `to` has no day to count from).
  const b = dayNumber(end);
  if (b === null) return { error: DATE_RANGE_MESSAGES.badDate };
  const start = from ?? addDays(end, 1 - DEFAULT_ANALYTICS_PERIOD);
  const a = dayNumber(start);
  if (a === null) return { error: DATE_RANGE_MESSAGES.badDate };
  if (a > b) return { error: DATE_RANGE_MESSAGES.reversed };
  const days = b - a + 1;
  if (days > MAX_PERIOD_DAYS) return { error: DATE_RANGE_MESSAGES.tooLong };
  return { from: start, to: end, days };
}
