import { stockStatus, type VendorProductView } from '@ihe/contracts';

export interface ProductSummary {
  total: number;
  active: number;
  lowStock: number;
}

/** The three summary cards: all products, Active (> 10 kg), Low Stock (1 to 10 kg). */
export function productSummary(products: VendorProductView[]): ProductSummary {
  return {
    total: products.length,
    active: products.filter((p) => stockStatus(p.stockQuantity) === 'active').length,
    lowStock: products.filter((p) => stockStatus(p.stockQuantity) === 'low_stock').length,
  };
}
