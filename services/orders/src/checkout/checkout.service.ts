import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  Injectable,
  InternalServerErrorException,
  Logger,
} from '@nestjs/common';
import {
  CHECKOUT_MESSAGES,
  ORDER_LIMITS,
  type AccessTokenClaims,
  type OrderView,
  type StockReservationView,
} from '@ihe/contracts';
import { OrdersReader } from '../orders/orders.reader.js';
import { CheckoutAttempts } from './checkout-attempts.js';
import { CheckoutCartReader, type CheckoutCart } from './checkout-cart.reader.js';
import { CheckoutResults } from './checkout-results.js';
import type { CheckoutRequest } from './checkout.dto.js';
import { requestFingerprint } from './idempotency-key.js';
import { OrderPlacementWriter } from './order-placement.writer.js';
import { priceOrder } from './order-pricing.js';
import { StockReservationClient } from './stock-reservation.client.js';

export interface Caller {
  user: AccessTokenClaims;
  /** The caller's access token: catalog is asked on their behalf. */
  accessToken: string;
}

/**
 * Checkout (spec 2 §4, §5; docs/architecture.md reliability rules): owns the Idempotency-Key, reads the
 * consumer's cart, has catalog reserve the stock of every line at once, prices the order from that
 * reservation and writes it. If writing fails after the reservation, the reservation is released
 * (and if even that fails, it expires in catalog).
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    private readonly attempts: CheckoutAttempts,
    private readonly carts: CheckoutCartReader,
    private readonly catalog: StockReservationClient,
    private readonly writer: OrderPlacementWriter,
    private readonly orders: OrdersReader,
    private readonly results: CheckoutResults,
  ) {}

  /** The new order, or the one this key already placed (`replayed`). */
  async place(
    caller: Caller,
    request: CheckoutRequest,
    key: string,
  ): Promise<{ order: OrderView; replayed: boolean }> {
    const consumerId = caller.user.sub;
    const fingerprint = requestFingerprint([
      request.shippingAddress,
      request.paymentMethod,
      request.instructions,
    ]);
    // Usually the key is new: claim it and read the cart in one round trip.
    const firstTry = randomUUID();
    const cart = await this.carts.readClaiming(caller.user, this.attempts.claimSql(1), [
      key,
      firstTry,
      fingerprint,
    ]);
    let attemptId: string = firstTry;
    if (!cart.claimed) {
      const claim = await this.attempts.claim(consumerId, key, fingerprint);
      if (claim.kind === 'placed') {
        const order = await this.orders.get(consumerId, claim.orderId);
        if (!order) throw new InternalServerErrorException(CHECKOUT_MESSAGES.failedRetry);
        this.results.record('idempotent_replay');
        return { order, replayed: true };
      }
      attemptId = claim.attemptId;
    }
    try {
      const current = cart.claimed ? cart : await this.carts.read(caller.user);
      const order = await this.placeOnce(caller, request, key, attemptId, current);
      this.results.record('placed');
      return { order, replayed: false };
    } catch (error) {
      await this.attempts
        .abandon(consumerId, key, attemptId)
        .catch((cause: Error) => this.logger.error(`could not free idempotency key: ${cause.message}`));
      throw error;
    }
  }

  private async placeOnce(
    caller: Caller,
    request: CheckoutRequest,
    key: string,
    attemptId: string,
    { lines, customer }: CheckoutCart,
  ): Promise<OrderView> {
    const consumerId = caller.user.sub;
    if (lines.length === 0) throw new BadRequestException(CHECKOUT_MESSAGES.emptyCart);
    if (lines.length > ORDER_LIMITS.linesMax) throw new BadRequestException(CHECKOUT_MESSAGES.tooManyLines);
    // One reservation per attempt, named after it: a release by that id is final even if it races the reserve.
    const reservationId = attemptId;
    const reservation = await this.reserve(caller.accessToken, reservationId, lines);
    try {
      return await this.writer.write({
        id: randomUUID(),
        consumerId,
        idempotencyKey: key,
        attemptId,
        reservationId,
        request,
        customer,
        priced: priceOrder(reservation.lines),
        createdAt: new Date(),
      });
    } catch (error) {
      await this.release(caller.accessToken, reservationId);
      if (error instanceof HttpException) throw error;
      this.logger.error(
        `order of ${consumerId} not written, stock released: ${(error as Error).stack ?? error}`,
      );
      throw new InternalServerErrorException(CHECKOUT_MESSAGES.failedRetry);
    }
  }

  private async reserve(
    accessToken: string,
    reservationId: string,
    lines: Array<{ productId: string; quantity: number }>,
  ): Promise<StockReservationView> {
    try {
      return await this.catalog.reserve(accessToken, { reservationId, lines });
    } catch (error) {
      // A 409 (out of stock) reserved nothing; after anything else catalog may or may not have reserved:
      // release to be sure.
      if (error instanceof ConflictException) this.results.record('out_of_stock');
      else await this.release(accessToken, reservationId);
      throw error;
    }
  }

  private async release(accessToken: string, reservationId: string): Promise<void> {
    await this.catalog
      .release(accessToken, reservationId)
      .catch((error: Error) =>
        this.logger.warn(`reservation ${reservationId} not released now (it will expire): ${error.message}`),
      );
  }
}
