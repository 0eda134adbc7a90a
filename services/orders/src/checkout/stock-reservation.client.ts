import {
  ConflictException,
  HttpException,
  Injectable,
  Logger,
  ServiceUnavailableException,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Pool } from 'undici';
import { CHECKOUT_MESSAGES, type ReserveStockRequest, type StockReservationView } from '@ihe/contracts';
import { currentCorrelationId, REQUEST_ID_HEADER, serviceUrl } from '@ihe/platform';

/**
 * orders → catalog, synchronous (the stock answer must be current): reserve and release stock over
 * catalog's internal routes, with the consumer's own token and the checkout's request id (so catalog's
 * log lines and stock events carry the order's correlation id). A keep-alive pool; no automatic retries
 * (a reservation is not repeated blindly: the caller releases it by id when unsure).
 */
@Injectable()
export class StockReservationClient implements OnModuleDestroy {
  private readonly logger = new Logger(StockReservationClient.name);
  private readonly pool = new Pool(serviceUrl('catalog'), {
    connections: Number(process.env.CATALOG_CONNECTIONS ?? 32),
    keepAliveTimeout: 30_000,
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });

  /** The reservation, or 409 naming the line that cannot be served, or 503 when catalog cannot answer. */
  async reserve(accessToken: string, request: ReserveStockRequest): Promise<StockReservationView> {
    const { status, body } = await this.post(accessToken, '/internal/reservations', request);
    if (status === 201) return body as unknown as StockReservationView;
    if (status === 409) {
      const { statusCode: _status, ...conflict } = body;
      throw new ConflictException(conflict);
    }
    this.logger.error(
      `catalog refused reservation ${request.reservationId}: ${status} ${String(body.message)}`,
    );
    throw new ServiceUnavailableException(CHECKOUT_MESSAGES.failedRetry);
  }

  /** Gives the stock back; throws when catalog did not confirm it (the reservation then expires). */
  async release(accessToken: string, reservationId: string): Promise<void> {
    const { status, body } = await this.post(
      accessToken,
      `/internal/reservations/${reservationId}/release`,
      {},
    );
    if (status !== 200)
      throw new Error(`release of ${reservationId} answered ${status} ${String(body.message)}`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.close();
  }

  private async post(
    accessToken: string,
    path: string,
    payload: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    try {
      const requestId = currentCorrelationId();
      const answer = await this.pool.request({
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${accessToken}`,
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        },
        body: JSON.stringify(payload),
      });
      const body = (await answer.body.json().catch(() => ({}))) as Record<string, unknown>;
      return { status: answer.statusCode, body };
    } catch (error) {
      if (error instanceof HttpException) throw error;
      this.logger.error(`catalog ${path} unreachable: ${(error as Error).message}`);
      throw new ServiceUnavailableException(CHECKOUT_MESSAGES.failedRetry);
    }
  }
}
