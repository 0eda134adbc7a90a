import { Body, Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AccessTokenClaims, OrderView } from '@ihe/contracts';
import { ApiAnswer, ApiErrorAnswer, CurrentUser, Roles } from '@ihe/platform';
import { checkoutRequest, PlaceOrderDto } from './checkout.dto.js';
import { CheckoutService } from './checkout.service.js';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyFrom } from './idempotency-key.js';

/** POST /api/v1/orders: the signed-in consumer checks out their own server cart. */
@ApiTags('orders')
@ApiBearerAuth()
@Roles('consumer')
@Controller('api/v1/orders')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Place an order from the cart (stock reserved first; the same Idempotency-Key answers the same order)',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'One per order attempt, e.g. a UUID (1–200 characters)',
  })
  @ApiAnswer('OrderView', 201, 'The order (also for a repeated key; then with Idempotent-Replayed: true)')
  @ApiErrorAnswer(
    409,
    'InsufficientStockBody',
    'A line cannot be served: { statusCode, message, productId, available }',
  )
  async place(
    @CurrentUser() user: AccessTokenClaims,
    @Headers('authorization') authorization: string,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Body() body: PlaceOrderDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderView> {
    const key = idempotencyKeyFrom(idempotencyKey);
    const accessToken = authorization.slice('Bearer '.length);
    const { order, replayed } = await this.checkout.place({ user, accessToken }, checkoutRequest(body), key);
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    return order;
  }
}
