import type { ShopCategory, ShopSort } from '../constants.js';

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
  category?: ShopCategory | 'all';
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
