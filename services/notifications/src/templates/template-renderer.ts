import { isPlaceholder, PLACEHOLDER_PATTERN, type PlaceholderValues } from './placeholders.js';

/** WhatsApp's limit for a text message body. */
export const MAX_TEXT_LENGTH = 4096;

/**
 * Replaces every `{{placeholder}}` (each occurrence, not only the first) with its value; names that are
 * not placeholders stay as written. The result is cut to WhatsApp's 4096 characters.
 */
export function renderTemplate(text: string, values: PlaceholderValues): string {
  const rendered = text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    isPlaceholder(name) ? values[name] : whole,
  );
  return rendered.length > MAX_TEXT_LENGTH ? `${rendered.slice(0, MAX_TEXT_LENGTH - 1)}…` : rendered;
}

/**
 * A value as a template-message parameter: WhatsApp refuses new lines, tabs and more than 4 spaces
 * in a row there, so lines are joined with "; " and spaces collapsed.
 */
export function templateParameterText(value: string): string {
  const flat = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('; ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat === '' ? '-' : flat;
}
