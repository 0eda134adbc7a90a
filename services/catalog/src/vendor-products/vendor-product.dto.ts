import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  VENDOR_CATEGORIES,
  VENDOR_PRODUCT_LIMITS as LIMITS,
  VENDOR_PRODUCT_MESSAGES as MESSAGES,
  type NewVendorProductRequest,
  type VendorCategory,
  type VendorProductChangesRequest,
} from '@ihe/contracts';
import { IsAmount } from '../products/is-amount.js';
import { PRODUCT_INPUT_MESSAGES, PRODUCT_LIMITS } from '../products/product-input.js';

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const Lowercase = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
const given = (_: object, value: unknown) => value !== undefined;
/** Far above any real price or stock, far below the numeric(12,2) columns' overflow. */
const MAX_AMOUNT = 100_000_000;
const TOO_LARGE = `Must not exceed ${MAX_AMOUNT}`;

// Decorators run bottom-up (type check first); every message is the spec's (spec 2 §5) where it has one.

/** POST /api/v1/vendor/products (spec 2 §5, vendor add-product form). */
export class NewVendorProductDto implements NewVendorProductRequest {
  @ApiProperty({ minLength: LIMITS.nameMin, example: 'Benue white yam' })
  @MaxLength(PRODUCT_LIMITS.nameMax, { message: PRODUCT_INPUT_MESSAGES.nameTooLong })
  @MinLength(LIMITS.nameMin, { message: MESSAGES.nameMin })
  @IsString({ message: MESSAGES.nameMin })
  @Trimmed()
  name: string;

  @ApiProperty({ minLength: LIMITS.descriptionMin })
  @MaxLength(PRODUCT_LIMITS.descriptionMax, { message: PRODUCT_INPUT_MESSAGES.descriptionTooLong })
  @MinLength(LIMITS.descriptionMin, { message: MESSAGES.descriptionMin })
  @IsString({ message: MESSAGES.descriptionMin })
  @Trimmed()
  description: string;

  @ApiProperty({ enum: VENDOR_CATEGORIES })
  @IsIn(VENDOR_CATEGORIES, { message: MESSAGES.categoryRequired })
  @Lowercase()
  category: VendorCategory;

  @ApiProperty({ minimum: LIMITS.priceMin, description: "The vendor's price per kg (naira)" })
  @Max(MAX_AMOUNT, { message: TOO_LARGE })
  @Min(LIMITS.priceMin, { message: MESSAGES.priceMin })
  @IsAmount({ message: MESSAGES.priceMin })
  basePrice: number;

  @ApiProperty({ minimum: 0, description: 'kg' })
  @Max(MAX_AMOUNT, { message: TOO_LARGE })
  @Min(0, { message: MESSAGES.stockNegative })
  @IsAmount({ message: MESSAGES.stockNegative })
  stockQuantity: number;

  @ApiPropertyOptional({ minimum: LIMITS.minimumOrderMin, default: 1, description: 'kg' })
  @Max(MAX_AMOUNT, { message: TOO_LARGE })
  @Min(LIMITS.minimumOrderMin, { message: MESSAGES.minimumOrderMin })
  @IsAmount({ message: MESSAGES.minimumOrderMin })
  @ValidateIf(given)
  minimumOrderQuantity: number = 1;

  @ApiPropertyOptional({ type: String, nullable: true })
  @MaxLength(200, { message: 'Farm origin must be at most 200 characters' })
  @IsString({ message: 'Farm origin must be text' })
  @IsOptional()
  @Trimmed()
  farmOrigin?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsBoolean({ message: 'isOrganic must be true or false' })
  @IsOptional()
  isOrganic?: boolean;

  @ApiPropertyOptional({
    type: [String],
    maxItems: LIMITS.maxImages,
    description: 'URLs from POST /api/v1/vendor/product-images',
  })
  @IsString({ each: true, message: MESSAGES.unknownImage })
  @ArrayMaxSize(LIMITS.maxImages, { message: MESSAGES.maxImages })
  @IsArray({ message: MESSAGES.unknownImage })
  @IsOptional()
  imageUrls?: string[];
}

/** PATCH /api/v1/vendor/products/:id: any of these; activate = stockQuantity 1, deactivate = 0 (spec 2 §4). */
export class VendorProductChangesDto implements VendorProductChangesRequest {
  @ApiPropertyOptional({ minLength: LIMITS.nameMin })
  @MaxLength(PRODUCT_LIMITS.nameMax, { message: PRODUCT_INPUT_MESSAGES.nameTooLong })
  @MinLength(LIMITS.nameMin, { message: MESSAGES.nameMin })
  @IsString({ message: MESSAGES.nameMin })
  @ValidateIf(given)
  @Trimmed()
  name?: string;

  @ApiPropertyOptional({ minLength: LIMITS.descriptionMin })
  @MaxLength(PRODUCT_LIMITS.descriptionMax, { message: PRODUCT_INPUT_MESSAGES.descriptionTooLong })
  @MinLength(LIMITS.descriptionMin, { message: MESSAGES.descriptionMin })
  @IsString({ message: MESSAGES.descriptionMin })
  @ValidateIf(given)
  @Trimmed()
  description?: string;

  @ApiPropertyOptional({ minimum: LIMITS.priceMin })
  @Max(MAX_AMOUNT, { message: TOO_LARGE })
  @Min(LIMITS.priceMin, { message: MESSAGES.priceMin })
  @IsAmount({ message: MESSAGES.priceMin })
  @ValidateIf(given)
  basePrice?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'kg; 1 activates, 0 deactivates' })
  @Max(MAX_AMOUNT, { message: TOO_LARGE })
  @Min(0, { message: MESSAGES.stockNegative })
  @IsAmount({ message: MESSAGES.stockNegative })
  @ValidateIf(given)
  stockQuantity?: number;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'isOrganic must be true or false' })
  @ValidateIf(given)
  isOrganic?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'null or "" clears it' })
  @MaxLength(200, { message: 'Farm origin must be at most 200 characters' })
  @IsString({ message: 'Farm origin must be text' })
  @IsOptional()
  @Trimmed()
  farmOrigin?: string | null;
}

/** GET /api/v1/vendor/products?search= (name or category). */
export class VendorProductListQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name or category' })
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @IsString({ message: 'Search must be text' })
  @IsOptional()
  @Trimmed()
  search?: string;
}
