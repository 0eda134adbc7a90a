/** Both adapters accept the same TTLs: whole positive milliseconds (Redis rejects 0, negatives and fractions). */
export function checkedTtlMs(ttlMs: number): number {
  if (!Number.isFinite(ttlMs) || ttlMs <= 0)
    throw new RangeError(`ttlMs must be a positive number, got ${ttlMs}`);
  return Math.ceil(ttlMs);
}
