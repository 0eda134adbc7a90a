import dayjs from 'dayjs';

/** Dates in the Nigerian style of docs/web-ui.md: 22 Nov 2026 and 22 Nov 2026, 14:05. */
export function formatDate(value: string | number | Date): string {
  return dayjs(value).format('D MMM YYYY');
}

export function formatDateTime(value: string | number | Date): string {
  return dayjs(value).format('D MMM YYYY, HH:mm');
}
