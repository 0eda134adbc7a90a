import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type AccessTokenClaims,
  type VendorOrderListResponse,
  type VendorOrderView,
} from '@ihe/contracts';
import { ApiAnswer, ApiErrors, CurrentUser, Roles } from '@ihe/platform';
import { OrderLifecycleService } from '../orders/order-lifecycle.service.js';
import { parseOrderListQuery } from '../orders/order-list-query.js';
import { VendorOrderStatusDto } from './vendor-order-status.dto.js';
import { VendorOrdersReader } from './vendor-orders.reader.js';

/**
 * The signed-in vendor's orders (spec 2 §2 vendor orders, §4 actions, §7): its own part of each order
 * containing its products. The vendor is always the token's subject: an order without its products
 * answers 404 like a missing one. Other roles get 403 from @Roles.
 */
@ApiTags('vendor')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Access denied. Vendor role required.' })
@Roles('vendor')
@Controller('api/v1/vendor/orders')
export class VendorOrdersController {
  constructor(
    private readonly orders: VendorOrdersReader,
    private readonly lifecycle: OrderLifecycleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Own parts of orders, newest first: only own lines and revenue' })
  @ApiQuery({
    name: 'search',
    required: false,
    type: String,
    description: 'Customer name or email, order id / reference (ORD-…) or own product name contains',
  })
  @ApiQuery({ name: 'status', required: false, enum: ['all', ...ORDER_STATUSES], description: 'Own part' })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'pageSize', required: false, type: Number, description: '1 to 100, default 50' })
  @ApiAnswer('VendorOrderListResponse')
  list(
    @CurrentUser() user: AccessTokenClaims,
    @Query() query: Record<string, unknown>,
  ): Promise<VendorOrderListResponse> {
    return this.orders.list(user.sub, parseOrderListQuery(query));
  }

  @Post(':orderId/status')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Confirm (pending → confirmed), Decline (pending → cancelled), Mark as Shipped (confirmed → shipped) ' +
      'or Mark as Delivered (shipped → delivered) own part of an order',
  })
  @ApiAnswer('VendorOrderView', 200, 'Own part of the order, moved')
  @ApiErrors({
    404: 'Order not found (or none of its lines are yours)',
    409: 'An order cannot go from {status} to {status}; nothing changed',
  })
  async changeStatus(
    @CurrentUser() user: AccessTokenClaims,
    @Param('orderId') orderId: string,
    @Body() body: VendorOrderStatusDto,
  ): Promise<VendorOrderView> {
    if (!isUUID(orderId, 'all')) throw new NotFoundException(ORDER_MESSAGES.notFound);
    const id = orderId.toLowerCase();
    await this.lifecycle.vendorAction(user.sub, id, body.status);
    const view = await this.orders.get(user.sub, id);
    if (!view) throw new NotFoundException(ORDER_MESSAGES.notFound);
    return view;
  }
}
