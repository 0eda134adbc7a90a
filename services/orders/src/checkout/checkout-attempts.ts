import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CHECKOUT_MESSAGES } from '@ihe/contracts';

export type Claim = { kind: 'owner'; attemptId: string } | { kind: 'placed'; orderId: string };

/** How long a repeated request waits for the first one to finish. */
const WAIT_MS = 30_000;
/** An attempt with no order after this long is taken to be dead (its process crashed) and may be taken over. */
const STALE_AFTER_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotent checkout: one row per (consumer, Idempotency-Key). The request that inserts it owns the
 * checkout; the same key again waits for that one and answers its order. An owner that fails deletes
 * the row (nothing was placed: a retry with the key starts afresh). The row is marked placed in the
 * order's own transaction (OrderPlacementWriter), only while still owned, so a key yields one order at most.
 */
@Injectable()
export class CheckoutAttempts {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A first try at claiming, as a WITH-clause INSERT for a statement that does more (the checkout reads
   * the cart in the same round trip): a row with attempt_id when the key was free. Parameters:
   * $first consumer id, then key, attempt id, request fingerprint. When it yields nothing, `claim`.
   */
  claimSql(first: number): string {
    return `INSERT INTO checkout_attempts (consumer_id, idempotency_key, attempt_id, request_hash)
            VALUES ($${first}, $${first + 1}, $${first + 2}, $${first + 3}) ON CONFLICT DO NOTHING RETURNING attempt_id`;
  }

  async claim(consumerId: string, key: string, fingerprint: string): Promise<Claim> {
    const deadline = Date.now() + WAIT_MS;
    let pause = 20;
    for (;;) {
      const attemptId = randomUUID();
      const inserted: unknown[] = await this.dataSource.query(
        `INSERT INTO checkout_attempts (consumer_id, idempotency_key, attempt_id, request_hash)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING attempt_id`,
        [consumerId, key, attemptId, fingerprint],
      );
      if (inserted.length > 0) return { kind: 'owner', attemptId };
      const [row]: Array<{
        attempt_id: string;
        request_hash: string;
        order_id: string | null;
        stale: boolean;
      }> = await this.dataSource.query(
        `SELECT attempt_id, request_hash, order_id,
                  started_at < now() - make_interval(secs => $3::double precision / 1000) AS stale
             FROM checkout_attempts WHERE consumer_id = $1 AND idempotency_key = $2`,
        [consumerId, key, STALE_AFTER_MS],
      );
      if (!row) continue; // its owner gave up in between: try to own it
      if (row.request_hash !== fingerprint)
        throw new UnprocessableEntityException(CHECKOUT_MESSAGES.idempotencyKeyReused);
      if (row.order_id) return { kind: 'placed', orderId: row.order_id };
      if (row.stale && (await this.takeOver(consumerId, key, row.attempt_id, attemptId)))
        return { kind: 'owner', attemptId };
      if (Date.now() > deadline) throw new ConflictException(CHECKOUT_MESSAGES.inProgress);
      await sleep(pause);
      pause = Math.min(pause * 2, 200);
    }
  }

  /** The owner failed before placing anything: the key is free again. */
  async abandon(consumerId: string, key: string, attemptId: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM checkout_attempts
        WHERE consumer_id = $1 AND idempotency_key = $2 AND attempt_id = $3 AND order_id IS NULL`,
      [consumerId, key, attemptId],
    );
  }

  private async takeOver(
    consumerId: string,
    key: string,
    staleId: string,
    attemptId: string,
  ): Promise<boolean> {
    const [, updated]: [unknown[], number] = await this.dataSource.query(
      `UPDATE checkout_attempts SET attempt_id = $4, started_at = now()
        WHERE consumer_id = $1 AND idempotency_key = $2 AND attempt_id = $3 AND order_id IS NULL`,
      [consumerId, key, staleId, attemptId],
    );
    return updated === 1;
  }
}
