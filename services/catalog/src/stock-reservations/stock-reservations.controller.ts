import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AccessTokenClaims, StockReservationStatus, StockReservationView } from '@ihe/contracts';
import { CurrentUser, Roles } from '@ihe/platform';
import { ReserveStockDto } from './reserve-stock.dto.js';
import { StockReservationsService } from './stock-reservations.service.js';

/**
 * Internal routes for orders' checkout (see @ihe/contracts api/stock-reservations.ts). Not in the
 * public API: the gateway routes only /api/v1 prefixes of its table. Orders calls them with the
 * consumer's own access token, so a reservation always belongs to the token's consumer.
 */
@ApiExcludeController()
@Roles('consumer')
@Controller('internal/reservations')
export class StockReservationsController {
  constructor(private readonly reservations: StockReservationsService) {}

  @Post()
  @HttpCode(201)
  reserve(
    @CurrentUser() user: AccessTokenClaims,
    @Body() body: ReserveStockDto,
  ): Promise<StockReservationView> {
    return this.reservations.reserve(user.sub, body);
  }

  @Post(':id/release')
  @HttpCode(200)
  release(
    @CurrentUser() user: AccessTokenClaims,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<{ reservationId: string; status: StockReservationStatus }> {
    return this.reservations.release(user.sub, id);
  }
}
