import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  SALES_CATEGORIES,
  SALES_CATEGORY_VALUES,
  SALES_MESSAGES as MESSAGES,
  SALES_PRODUCT_LIMITS as LIMITS,
  type NewSalesProductRequest,
} from '@ihe/contracts';
import { IsAmount } from '../products/is-amount.js';
import { PRODUCT_INPUT_MESSAGES, PRODUCT_LIMITS } from '../products/product-input.js';

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const Lowercase = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
/** Far above any real price or stock, far below the numeric(12,2) columns' overflow. */
const MAX_AMOUNT = 100_000_000;
const TOO_LARGE = `Must not exceed ${MAX_AMOUNT}`;

// Decorators run bottom-up (type check first); every message is the spec's (spec 2 §5 sales-manager form).

/** POST /api/v1/sales/products. */
export class NewSalesProductDto implements NewSalesProductRequest {
  @ApiProperty({ minLength: LIMITS.nameMin, example: 'Abakaliki rice' })
  @MaxLength(PRODUCT_LIMITS.nameMax, { message: PRODUCT_INPUT_MESSAGES.nameTooLong })
  @MinLength(LIMITS.nameMin, { message: MESSAGES.nameMin })
  @IsString({ message: MESSAGES.nameMin })
  @Trimmed()
  name: string;

  @ApiProperty({
    type: String,
    example: SALES_CATEGORIES[0],
    description: `One of ${SALES_CATEGORIES.join(', ')}, in any case; stored lowercase`,
  })
  @IsIn(SALES_CATEGORY_VALUES, { message: MESSAGES.categoryRequired })
  @Lowercase()
  category: string;

  @ApiProperty({
    minimum: LIMITS.priceMin,
    description: "The customer's price per kg (naira); whole naira stored",
  })
  @Max(MAX_AMOUNT, { message: TOO_LARGE })
  @Min(LIMITS.priceMin, { message: MESSAGES.priceMin })
  @IsAmount({ message: MESSAGES.priceMin })
  price: number;

  @ApiProperty({ minimum: LIMITS.stockMin, description: 'kg' })
  @Max(MAX_AMOUNT, { message: TOO_LARGE })
  @Min(LIMITS.stockMin, { message: MESSAGES.stockMin })
  @IsAmount({ message: MESSAGES.stockMin })
  stockQuantity: number;

  @ApiProperty({ minLength: LIMITS.descriptionMin })
  @MaxLength(PRODUCT_LIMITS.descriptionMax, { message: PRODUCT_INPUT_MESSAGES.descriptionTooLong })
  @MinLength(LIMITS.descriptionMin, { message: MESSAGES.descriptionMin })
  @IsString({ message: MESSAGES.descriptionMin })
  @Trimmed()
  description: string;

  @ApiProperty({ minLength: LIMITS.farmOriginMin })
  @MaxLength(200, { message: 'Farm origin must be at most 200 characters' })
  @MinLength(LIMITS.farmOriginMin, { message: MESSAGES.farmOriginRequired })
  @IsString({ message: MESSAGES.farmOriginRequired })
  @Trimmed()
  farmOrigin: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'An approved vendor (optional)',
  })
  @IsUUID('all', { message: MESSAGES.unknownVendor })
  @IsOptional()
  @Transform(({ value }) => (value === '' ? null : value))
  vendorId?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsBoolean({ message: 'isOrganic must be true or false' })
  @IsOptional()
  isOrganic?: boolean;
}
