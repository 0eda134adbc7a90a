import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { ORDER_LIMITS, type ReserveStockRequest } from '@ihe/contracts';
import { IsAmount } from '../products/is-amount.js';

/** Far above any stock, far below numeric(12,2) overflow (the cart's own limit). */
export const MAX_RESERVED_QUANTITY = 1_000_000;

// Internal API (orders is the only caller): plain messages, checked bottom-up like the public DTOs.
export class ReserveLineDto {
  @IsUUID('all', { message: 'lines.productId must be a UUID' })
  productId: string;

  @Max(MAX_RESERVED_QUANTITY, { message: `lines.quantity must not exceed ${MAX_RESERVED_QUANTITY}` })
  @Min(0.01, { message: 'lines.quantity must be positive' })
  @IsAmount({ message: 'lines.quantity must be a number (kg, 2 decimals at most)' })
  quantity: number;
}

export class ReserveStockDto implements ReserveStockRequest {
  @IsUUID('all', { message: 'reservationId must be a UUID' })
  reservationId: string;

  @ValidateNested({ each: true, message: 'Each line must be an object with productId and quantity' })
  @Type(() => ReserveLineDto)
  @ArrayMaxSize(ORDER_LIMITS.linesMax, { message: `At most ${ORDER_LIMITS.linesMax} lines` })
  @ArrayMinSize(1, { message: 'At least one line' })
  @IsArray({ message: 'lines must be a list' })
  lines: ReserveLineDto[];
}
