import type { ValueTransformer } from 'typeorm';

/**
 * For `numeric` columns: pg returns them as strings (to keep precision); money (naira, 2 places) and kg
 * here fit a JS number exactly, and the API must show numbers, never strings.
 */
export const numericColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
