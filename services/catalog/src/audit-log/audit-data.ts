import type { ProductRow } from '../products/product-row.js';

/**
 * A product as its audit entry keeps it (old_data / new_data): what a sales manager or admin can change,
 * without the vendor's contact details (the log is read by every sales manager).
 */
export interface ProductAuditData {
  name: string;
  description: string;
  category: string;
  basePrice: number;
  price: number;
  companyProfitPercentage: number;
  stockQuantity: number;
  minimumOrderQuantity: number;
  imageUrls: string[];
  vendorId: string | null;
  farmOrigin: string | null;
  isOrganic: boolean;
  createdBySalesManagerId: string | null;
}

export function auditDataOf(row: ProductRow): ProductAuditData {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    basePrice: Number(row.base_price),
    price: Number(row.price),
    companyProfitPercentage: Number(row.company_profit_percentage),
    stockQuantity: Number(row.stock_quantity),
    minimumOrderQuantity: Number(row.minimum_order_quantity),
    imageUrls: row.image_urls,
    vendorId: row.vendor_id,
    farmOrigin: row.farm_origin,
    isOrganic: row.is_organic,
    createdBySalesManagerId: row.created_by_sales_manager_id,
  };
}
