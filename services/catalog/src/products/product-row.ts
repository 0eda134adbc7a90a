import { productImageVariants, type ProductSnapshot, type ProductView } from '@ihe/contracts';

/**
 * The columns every product read selects: the product (alias p) with its vendor's names from the
 * projection (alias v, LEFT JOINed), so a listing is one query and never one per vendor.
 */
export const PRODUCT_COLUMNS = `
  p.id, p.name, p.description, p.category, p.base_price, p.price, p.company_profit_percentage,
  p.stock_quantity, p.minimum_order_quantity, p.image_urls, p.vendor_id, p.farm_origin, p.is_organic,
  p.created_by_sales_manager_id, p.created_at,
  v.full_name AS vendor_full_name, v.business_name AS vendor_business_name, v.phone_number AS vendor_phone`;

export const PRODUCTS_WITH_VENDOR = 'products p LEFT JOIN vendors v ON v.id = p.vendor_id';

/** A row of PRODUCT_COLUMNS as pg returns it (numeric as strings). */
export interface ProductRow {
  id: string;
  name: string;
  description: string;
  category: string;
  base_price: string;
  price: string;
  company_profit_percentage: string;
  stock_quantity: string;
  minimum_order_quantity: string;
  image_urls: string[];
  vendor_id: string | null;
  farm_origin: string | null;
  is_organic: boolean;
  created_by_sales_manager_id: string | null;
  created_at: Date;
  vendor_full_name: string | null;
  vendor_business_name: string | null;
  vendor_phone: string | null;
}

export function toProductView(row: ProductRow): ProductView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    basePrice: Number(row.base_price),
    price: Number(row.price),
    companyProfitPercentage: Number(row.company_profit_percentage),
    stockQuantity: Number(row.stock_quantity),
    minimumOrderQuantity: Number(row.minimum_order_quantity),
    imageUrls: row.image_urls,
    images: row.image_urls.map((url) => ({ url, variants: productImageVariants(url) })),
    farmOrigin: row.farm_origin,
    isOrganic: row.is_organic,
    vendorId: row.vendor_id,
    vendor: { id: row.vendor_id, fullName: row.vendor_full_name, businessName: row.vendor_business_name },
    createdBySalesManagerId: row.created_by_sales_manager_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The product as its events carry it (ProductCreated / ProductUpdated). */
export function toProductSnapshot(row: ProductRow): ProductSnapshot {
  const view = toProductView(row);
  return {
    id: view.id,
    name: view.name,
    description: view.description,
    category: view.category,
    basePrice: view.basePrice,
    price: view.price,
    companyProfitPercentage: view.companyProfitPercentage,
    stockQuantity: view.stockQuantity,
    minimumOrderQuantity: view.minimumOrderQuantity,
    imageUrls: view.imageUrls,
    farmOrigin: view.farmOrigin,
    isOrganic: view.isOrganic,
    vendorId: view.vendorId,
    vendorFullName: row.vendor_full_name,
    vendorBusinessName: row.vendor_business_name,
    vendorPhone: row.vendor_phone,
    createdAt: view.createdAt,
  };
}
