import { randomUUID } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import { CATALOG_MESSAGES } from '@ihe/contracts';

/** What a new product needs (vendor and sales-manager forms, the demo seeder). */
export interface NewProduct {
  /** Default: a new random UUID. */
  id?: string;
  name: string;
  description?: string;
  /** Stored lowercase. */
  category: string;
  /** The vendor's price per kg in naira; the display price is computed from it. Ignored when `price` is given. */
  basePrice?: number;
  /**
   * The customer's price per kg given directly (the sales manager's form): stored as whole naira, and the
   * base price is backed out of it with the profit setting in force (pricing/customer-price.rules.ts).
   */
  price?: number | null;
  /** kg */
  stockQuantity: number;
  minimumOrderQuantity?: number;
  imageUrls?: string[];
  vendorId?: string | null;
  farmOrigin?: string | null;
  isOrganic?: boolean;
  createdBySalesManagerId?: string | null;
}

/** Fields a product edit may change (stock has its own operation, with its own event). */
export type ProductChanges = Partial<
  Pick<
    NewProduct,
    | 'name'
    | 'description'
    | 'category'
    | 'basePrice'
    | 'minimumOrderQuantity'
    | 'imageUrls'
    | 'farmOrigin'
    | 'isOrganic'
  >
>;

export const PRODUCT_LIMITS = { nameMax: 200, descriptionMax: 2000, images: 5 } as const;

export const PRODUCT_INPUT_MESSAGES = {
  nameRequired: 'Product name is required',
  nameTooLong: `Product name must be at most ${PRODUCT_LIMITS.nameMax} characters`,
  descriptionTooLong: `Description must be at most ${PRODUCT_LIMITS.descriptionMax} characters`,
  categoryRequired: 'Category is required',
  basePrice: 'Base price must be a number of 0 or more',
  price: 'Price must be greater than 0',
  stockQuantity: 'Stock quantity must be a number of 0 or more',
  minimumOrderQuantity: 'Minimum order quantity must be more than 0',
  tooManyImages: `A product has at most ${PRODUCT_LIMITS.images} images`,
} as const;

const bad = (message: string) => new BadRequestException(message);
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Checks and normalises a new product (trimmed texts, lowercase category, defaults filled in). */
export function normalizeNewProduct(input: NewProduct): Required<NewProduct> {
  const changes = normalizeProductChanges(input);
  if (changes.name === undefined) throw bad(PRODUCT_INPUT_MESSAGES.nameRequired);
  if (changes.category === undefined) throw bad(PRODUCT_INPUT_MESSAGES.categoryRequired);
  const price = input.price ?? null;
  if (price !== null && (!isAmount(price) || price === 0)) throw bad(PRODUCT_INPUT_MESSAGES.price);
  if (changes.basePrice === undefined && price === null) throw bad(PRODUCT_INPUT_MESSAGES.basePrice);
  return {
    id: input.id === undefined ? randomUUID() : checkedProductId(input.id),
    name: changes.name,
    description: changes.description ?? '',
    category: changes.category,
    basePrice: changes.basePrice ?? 0,
    price,
    stockQuantity: checkedStock(input.stockQuantity),
    minimumOrderQuantity: changes.minimumOrderQuantity ?? 1,
    imageUrls: changes.imageUrls ?? [],
    vendorId: input.vendorId ?? null,
    farmOrigin: changes.farmOrigin ?? null,
    isOrganic: changes.isOrganic ?? false,
    createdBySalesManagerId: input.createdBySalesManagerId ?? null,
  };
}

/** Checks and normalises the fields given; absent fields stay absent. */
export function normalizeProductChanges(input: ProductChanges): ProductChanges {
  const out: ProductChanges = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name) throw bad(PRODUCT_INPUT_MESSAGES.nameRequired);
    if (name.length > PRODUCT_LIMITS.nameMax) throw bad(PRODUCT_INPUT_MESSAGES.nameTooLong);
    out.name = name;
  }
  if (input.description !== undefined) {
    const description = input.description.trim();
    if (description.length > PRODUCT_LIMITS.descriptionMax)
      throw bad(PRODUCT_INPUT_MESSAGES.descriptionTooLong);
    out.description = description;
  }
  if (input.category !== undefined) {
    const category = input.category.trim().toLowerCase();
    if (!category) throw bad(PRODUCT_INPUT_MESSAGES.categoryRequired);
    out.category = category;
  }
  if (input.basePrice !== undefined) {
    if (!isAmount(input.basePrice)) throw bad(PRODUCT_INPUT_MESSAGES.basePrice);
    out.basePrice = input.basePrice;
  }
  if (input.minimumOrderQuantity !== undefined) {
    if (!isAmount(input.minimumOrderQuantity) || input.minimumOrderQuantity === 0)
      throw bad(PRODUCT_INPUT_MESSAGES.minimumOrderQuantity);
    out.minimumOrderQuantity = input.minimumOrderQuantity;
  }
  if (input.imageUrls !== undefined) {
    if (input.imageUrls.length > PRODUCT_LIMITS.images) throw bad(PRODUCT_INPUT_MESSAGES.tooManyImages);
    out.imageUrls = [...input.imageUrls];
  }
  if (input.farmOrigin !== undefined) out.farmOrigin = input.farmOrigin?.trim() || null;
  if (input.isOrganic !== undefined) out.isOrganic = Boolean(input.isOrganic);
  return out;
}

export function checkedStock(stockQuantity: unknown): number {
  if (!isAmount(stockQuantity)) throw bad(PRODUCT_INPUT_MESSAGES.stockQuantity);
  return stockQuantity;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A product id must be a UUID (anything else is a 400, not a database error). */
export function checkedProductId(id: string): string {
  if (!UUID.test(id)) throw bad(CATALOG_MESSAGES.invalidProductId);
  return id.toLowerCase();
}
