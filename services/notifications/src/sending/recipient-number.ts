/** A number the admin types in the settings: optional +, then 10–15 digits, nothing else. */
export const CONFIG_NUMBER_PATTERN = /^\+?\d{10,15}$/;

/** `+2348012345678` as stored from the settings form (spaces around trimmed). */
export function normalizeConfigNumber(value: string): string | null {
  const trimmed = value.trim();
  return CONFIG_NUMBER_PATTERN.test(trimmed) ? `+${trimmed.replace(/^\+/, '')}` : null;
}

/**
 * A phone number as the Cloud API wants it in `to` (digits only, with country code), from a number
 * typed by a customer or vendor: spaces, dashes, dots and brackets are dropped, a leading + or 00 is
 * the international prefix, and a local number with a trunk 0 (Nigerian `0803…`, 11 digits) gets the
 * default country code. Null when it cannot be a phone number (10–15 digits).
 */
export function toWhatsAppNumber(raw: string | null | undefined, defaultCountryCode: string): string | null {
  if (!raw) return null;
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits = compact.replace(/^\+/, '');
  if (!compact.startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.startsWith('0') && digits.length === 11)
      digits = `${defaultCountryCode}${digits.slice(1)}`;
  }
  return /^\d{10,15}$/.test(digits) ? digits : null;
}
