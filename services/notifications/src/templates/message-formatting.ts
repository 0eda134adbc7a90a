import { formatKg, formatNaira } from '@ihe/contracts';

/** How values look inside WhatsApp messages: naira and kg as everywhere (contracts), Lagos time (spec 2 §1, §9). */
export { formatKg, formatNaira };

// Numeric parts only: month names come from our own list, so ICU's "Sept" never shows up.
const LAGOS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function lagosParts(at: Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(LAGOS_PARTS.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    day: String(Number(parts.day)),
    month: MONTHS[Number(parts.month) - 1],
    year: parts.year,
    hour: parts.hour,
    minute: parts.minute,
  };
}

/** `22 Nov 2026, 14:05` in Africa/Lagos time. */
export function formatLagosDateTime(at: Date): string {
  const p = lagosParts(at);
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
}

/** `25 Nov 2026` in Africa/Lagos time. */
export function formatLagosDate(at: Date): string {
  const p = lagosParts(at);
  return `${p.day} ${p.month} ${p.year}`;
}

/** One item line: `• Yam (Abuja white) × 5 kg — ₦12,500`. */
export const formatItemLine = (name: string, quantityKg: number, amount: number): string =>
  `• ${name} × ${formatKg(quantityKg)} kg — ${formatNaira(amount)}`;
