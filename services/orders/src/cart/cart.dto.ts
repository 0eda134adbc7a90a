import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import type { AddCartItemRequest, MergeCartRequest, SetCartQuantityRequest } from '@ihe/contracts';
import { MAX_CART_QUANTITY, MAX_MERGE_ITEMS } from './cart.rules.js';
import { CART_ERRORS } from './cart.messages.js';

// Decorators are listed bottom-up in the order they should be checked (stopAtFirstError reports the
// first broken one): the type check first, so a string never gets a range message.

export class AddCartItemDto implements AddCartItemRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: CART_ERRORS.invalidProductId })
  productId: string;

  @ApiProperty({ description: 'kg, whole number', minimum: 1, maximum: MAX_CART_QUANTITY })
  @Max(MAX_CART_QUANTITY, { message: CART_ERRORS.quantityMax })
  @Min(1, { message: CART_ERRORS.quantityMin })
  @IsInt({ message: CART_ERRORS.quantityMin })
  quantity: number;
}

export class SetCartQuantityDto implements SetCartQuantityRequest {
  @ApiProperty({ description: 'kg, whole number; 0 or less removes the line', maximum: MAX_CART_QUANTITY })
  @Max(MAX_CART_QUANTITY, { message: CART_ERRORS.quantityMax })
  @Min(-MAX_CART_QUANTITY, { message: CART_ERRORS.quantityWhole })
  @IsInt({ message: CART_ERRORS.quantityWhole })
  quantity: number;
}

export class MergeCartDto implements MergeCartRequest {
  @ApiProperty({ type: [AddCartItemDto], maxItems: MAX_MERGE_ITEMS })
  @ValidateNested({ each: true, message: CART_ERRORS.itemShape })
  @Type(() => AddCartItemDto)
  @ArrayMaxSize(MAX_MERGE_ITEMS, { message: CART_ERRORS.tooManyItems })
  @IsArray({ message: CART_ERRORS.itemsList })
  items: AddCartItemDto[];
}
