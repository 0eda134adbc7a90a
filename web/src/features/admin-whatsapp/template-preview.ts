/**
 * The web's copy of the notifications service's placeholder replacement (services/notifications
 * src/templates/template-renderer.ts), for the live preview. Keep the two in step.
 */

/** `{{ name }}`, spaces inside the braces allowed. */
const PLACEHOLDER_PATTERN = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

/** WhatsApp's limit for a text message body. */
export const MAX_TEXT_LENGTH = 4096;

export type PreviewValues = Readonly<Record<string, string>>;

/**
 * Every `{{placeholder}}` (each occurrence) replaced with its value; names without a value stay as
 * written. Cut to 4096 characters with an ellipsis, as sent.
 */
export function renderTemplatePreview(text: string, values: PreviewValues): string {
  const rendered = text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name] : whole,
  );
  return rendered.length > MAX_TEXT_LENGTH ? `${rendered.slice(0, MAX_TEXT_LENGTH - 1)}…` : rendered;
}

/** Names used in `{{…}}` that are not placeholders, each once, in order of appearance. */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  const names = [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]);
  return [...new Set(names.filter((name) => !known.includes(name)))];
}

/**
 * A value as a template-message parameter: WhatsApp refuses new lines, tabs and runs of spaces
 * there, so lines are joined with "; " and spaces collapsed; an empty value is sent as "-".
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

export interface ParameterPreview {
  /** `{{1}}`, `{{2}}`… in the approved template's body. */
  slot: string;
  placeholder: string;
  value: string;
}

/** What an approved template's body parameters are filled with, in order. */
export function templateParametersPreview(
  parameters: readonly string[],
  values: PreviewValues,
): ParameterPreview[] {
  return parameters.map((placeholder, index) => ({
    slot: `{{${index + 1}}}`,
    placeholder,
    value: templateParameterText(Object.hasOwn(values, placeholder) ? values[placeholder] : ''),
  }));
}
