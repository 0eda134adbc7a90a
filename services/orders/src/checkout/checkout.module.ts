import { Module } from '@nestjs/common';
import { OrderRecordsModule } from '../orders/order-records.module.js';
import { CheckoutAttempts } from './checkout-attempts.js';
import { CheckoutCartReader } from './checkout-cart.reader.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutResults } from './checkout-results.js';
import { CheckoutService } from './checkout.service.js';
import { IdempotencyKeyPurger } from './idempotency-key-purger.js';
import { OrderPlacementWriter } from './order-placement.writer.js';
import { StockReservationClient } from './stock-reservation.client.js';

/** Checkout: the cart becomes an order, its stock reserved in catalog first. */
@Module({
  imports: [OrderRecordsModule],
  controllers: [CheckoutController],
  providers: [
    CheckoutService,
    CheckoutResults,
    CheckoutAttempts,
    CheckoutCartReader,
    OrderPlacementWriter,
    StockReservationClient,
    IdempotencyKeyPurger,
  ],
})
export class CheckoutModule {}
