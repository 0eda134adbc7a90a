import { SHOP_CATEGORIES, SHOP_SORTS, type ShopCategory, type ShopSort } from '../constants.js';
import type { ProductImageView } from './product-images.js';

export interface VendorName {
  id: string | null;
  fullName: string | null;
  businessName: string | null;
}

/** A product as the public API returns it (spec 2 §3, camelCase). */
export interface ProductView {
  id: string;
  name: string;
  description: string;
  category: string;
  /** Vendor's price per kg (naira). */
  basePrice: number;
  /** Customer display price per kg (naira). */
  price: number;
  companyProfitPercentage: number;
  /** kg */
  stockQuantity: number;
  /** kg */
  minimumOrderQuantity: number;
  imageUrls: string[];
  /** The same images with their stored sizes (for `srcset`), in the same order. */
  images: ProductImageView[];
  farmOrigin: string | null;
  isOrganic: boolean;
  vendorId: string | null;
  vendor: VendorName;
  createdBySalesManagerId: string | null;
  createdAt: string;
}

/** GET /api/v1/products query. */
export interface ProductListQuery {
  search?: string;
  /** Products in any of these (sent comma-separated: `category=vegetables,fruits`); none = all. */
  categories?: ShopCategory[];
  /** Only products flagged organic (`organic=true`). */
  organic?: boolean;
  sort?: ShopSort;
  page?: number;
  pageSize?: number;
}

export interface ProductListResponse {
  items: ProductView[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/v1/categories/counts: in-stock products per home category. */
export type CategoryCountsResponse = Record<string, number>;

export const PRODUCT_PAGE_SIZE = { default: 24, max: 100 } as const;

/** Longest accepted product search text (after trimming). */
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

/** The catalog's error texts (public product routes). */
export const CATALOG_MESSAGES = {
  productNotFound: 'Product not found',
  invalidProductId: 'Invalid product id',
  invalidSort: `Invalid sort. Use one of: ${SHOP_SORTS.join(', ')}`,
  invalidCategory: `Invalid category. Use one of: all, ${SHOP_CATEGORIES.join(', ')} (several separated by commas)`,
  invalidOrganic: 'organic must be true when given',
  invalidPage: 'page must be a positive whole number',
  invalidPageSize: `pageSize must be a whole number from 1 to ${PRODUCT_PAGE_SIZE.max}`,
  searchTooLong: `search must be at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`,
  unknownQueryParameter: (name: string) => `Unknown query parameter: ${name}`,
  repeatedQueryParameter: (name: string) => `Query parameter ${name} must be given once`,
  imageNotFound: 'Image not found',
} as const;

/** Where catalog serves a stored product image (local disk mode). */
export const productImagePath = (fileName: string) => `/api/v1/media/products/${fileName}`;
