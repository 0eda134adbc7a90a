import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  CHECKOUT_MESSAGES,
  ORDER_LIMITS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PlaceOrderRequest,
} from '@ihe/contracts';

// Decorators run bottom-up and stopAtFirstError reports the first broken one: type first.
export class PlaceOrderDto implements PlaceOrderRequest {
  @ApiProperty({ description: 'Where to deliver (non-blank)', maxLength: ORDER_LIMITS.shippingAddressMax })
  @MaxLength(ORDER_LIMITS.shippingAddressMax, { message: CHECKOUT_MESSAGES.addressTooLong })
  @Matches(/\S/, { message: CHECKOUT_MESSAGES.addressRequired })
  @IsString({ message: CHECKOUT_MESSAGES.addressRequired })
  shippingAddress: string;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'card' })
  @IsIn(PAYMENT_METHODS, { message: CHECKOUT_MESSAGES.paymentRequired })
  @IsOptional()
  paymentMethod?: PaymentMethod;

  @ApiPropertyOptional({ description: 'Special instructions', maxLength: ORDER_LIMITS.instructionsMax })
  @MaxLength(ORDER_LIMITS.instructionsMax, { message: CHECKOUT_MESSAGES.instructionsTooLong })
  @IsString({ message: CHECKOUT_MESSAGES.instructionsTooLong })
  @IsOptional()
  instructions?: string;
}

/** The order request as stored: trimmed, the payment method defaulted to card, blank instructions dropped. */
export interface CheckoutRequest {
  shippingAddress: string;
  paymentMethod: PaymentMethod;
  instructions: string | null;
}

export function checkoutRequest(body: PlaceOrderDto): CheckoutRequest {
  return {
    shippingAddress: body.shippingAddress.trim(),
    paymentMethod: body.paymentMethod ?? 'card',
    instructions: body.instructions?.trim() || null,
  };
}
