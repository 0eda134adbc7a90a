import { Controller, Get, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type AccessTokenClaims,
  type OrderListResponse,
  type OrderView,
} from '@ihe/contracts';
import { ApiAnswer, ApiErrors, CurrentUser, Roles } from '@ihe/platform';
import { OrderLifecycleService } from './order-lifecycle.service.js';
import { parseOrderListQuery } from './order-list-query.js';
import { OrdersReader } from './orders.reader.js';

/**
 * The signed-in consumer's own orders (spec 2 §2 consumer orders, §7). The owner is always the token's
 * subject: another consumer's order answers 404 like a missing one. Other roles get 403 from @Roles.
 */
@ApiTags('orders')
@ApiBearerAuth()
@Roles('consumer')
@Controller('api/v1/orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersReader,
    private readonly lifecycle: OrderLifecycleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Own orders, newest first, with their lines' })
  @ApiQuery({
    name: 'search',
    required: false,
    type: String,
    description: 'Order id / reference (IHE-…) or product name contains',
  })
  @ApiQuery({ name: 'status', required: false, enum: ['all', ...ORDER_STATUSES] })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'pageSize', required: false, type: Number, description: '1 to 100, default 50' })
  @ApiAnswer('OrderListResponse')
  list(
    @CurrentUser() user: AccessTokenClaims,
    @Query() query: Record<string, unknown>,
  ): Promise<OrderListResponse> {
    return this.orders.list(user.sub, parseOrderListQuery(query));
  }

  @Get(':id')
  @ApiOperation({ summary: "One own order, with each vendor's part (fulfilments)" })
  @ApiAnswer('OrderView')
  @ApiErrors({ 404: ORDER_MESSAGES.notFound })
  async get(@CurrentUser() user: AccessTokenClaims, @Param('id') id: string): Promise<OrderView> {
    const order = isUUID(id, 'all') ? await this.orders.get(user.sub, id.toLowerCase()) : null;
    if (!order) throw new NotFoundException(ORDER_MESSAGES.notFound);
    return order;
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel an own order while every vendor’s part is still pending' })
  @ApiAnswer('OrderView', 200, 'The order, cancelled')
  @ApiErrors({ 404: 'Order not found (or not yours)', 409: 'An order cannot go from {status} to cancelled' })
  async cancel(@CurrentUser() user: AccessTokenClaims, @Param('id') id: string): Promise<OrderView> {
    if (!isUUID(id, 'all')) throw new NotFoundException(ORDER_MESSAGES.notFound);
    await this.lifecycle.consumerCancel(user.sub, id.toLowerCase());
    return this.get(user, id);
  }
}
