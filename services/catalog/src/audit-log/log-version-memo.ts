import { LRUCache } from 'lru-cache';

/**
 * Answers remembered against the audit log's version: the number of committed entries, which is the sum
 * of the per-action totals (product_audit_counts, raised in each inserting transaction). The log is
 * append-only, so two reads that see the same version see the same entries, and an answer computed at a
 * version stays exact for as long as the log is at it; any new entry changes the version and retires it.
 */
export class LogVersionMemo<T extends NonNullable<unknown>> {
  private readonly answers: LRUCache<string, { version: string; value: T }>;

  constructor(max: number) {
    this.answers = new LRUCache({ max });
  }

  /** The value remembered for `key` if it was computed at `version`. */
  get(key: string, version: string): T | undefined {
    const known = this.answers.get(key);
    return known?.version === version ? known.value : undefined;
  }

  /** `version` must be read in the same statement (snapshot) that computed `value`. */
  set(key: string, version: string, value: T): void {
    this.answers.set(key, { version, value });
  }
}
