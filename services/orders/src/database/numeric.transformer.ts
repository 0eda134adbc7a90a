import type { ValueTransformer } from 'typeorm';

/**
 * pg returns `numeric` columns as strings (to keep precision); money (naira, 2 places) and kg
 * quantities here are small enough for a JS number, so entities expose numbers.
 */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
