import { PLACEHOLDER_PATTERN } from './placeholders.js';

/** A message's placeholder values by name (an order message's PlaceholderValues, a notice's own). */
export type TemplateValues = Readonly<Record<string, string>>;

/** WhatsApp's limit for a text message body. */
export const MAX_TEXT_LENGTH = 4096;

/**
 * Replaces every `{{placeholder}}` (each occurrence, not only the first) with its value; names that are
 * without a value stay as written. The result is cut to WhatsApp's 4096 characters.
 */
export function renderTemplate(text: string, values: TemplateValues): string {
  const rendered = text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name] : whole,
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
