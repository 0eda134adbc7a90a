/**
 * Dates in the Nigerian style of docs/web-ui.md: 22 Nov 2026 and 22 Nov 2026, 14:05, in the browser's
 * time zone. Written out rather than through Intl (whose en-GB months now include "Sept") or a date
 * library (~3 KB gzip on every page with a date, for two fixed formats).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  return `${formatDate(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
