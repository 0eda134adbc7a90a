/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab / carriage return, which
 * some strip before looking) gets a leading apostrophe, so it shows as text and never runs (OWASP CSV
 * injection). For free text only: numbers are written by the server and stay numbers. Quoting of commas,
 * quotes and newlines is the CSV writer's (csv-stringify).
 */
export function neutralisedCsvCell(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
