import type { ValueTransformer } from 'typeorm';

/**
 * PostgreSQL numeric arrives from pg as a string (to keep precision); money and kg here fit a JS number
 * exactly to the kobo/decimal, and the API must show numbers, never strings.
 */
export const numericColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
