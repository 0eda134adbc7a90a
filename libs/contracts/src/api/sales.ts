import type { ProductView } from './catalog.js';

/**
 * The sales-manager area's API (spec 2 §2 Sales manager, §3 audit log entry, §4, §5, §7, §8, §9). Catalog
 * owns it all: the gateway routes /api/v1/sales/* there. Approved sales managers only; admins may also read
 * and export the audit log.
 */

/** Sales-manager product categories (spec 2 §9) as shown; stored lowercase. The vendor list differs. */
export const SALES_CATEGORIES = [
  'Yam',
  'Plantain',
  'Rice',
  'Vegetables',
  'Fruits',
  'Grains',
  'Legumes',
  'Tubers',
  'Others',
] as const;
export type SalesCategoryLabel = (typeof SALES_CATEGORIES)[number];
/** The stored values: SALES_CATEGORIES in lowercase. */
export const SALES_CATEGORY_VALUES = SALES_CATEGORIES.map((label) => label.toLowerCase()) as Array<
  Lowercase<SalesCategoryLabel>
>;
export type SalesCategory = Lowercase<SalesCategoryLabel>;

/** spec 2 §5 sales-manager form limits; §9 audit page size. */
export const SALES_PRODUCT_LIMITS = {
  nameMin: 2,
  descriptionMin: 10,
  farmOriginMin: 2,
  priceMin: 0.01,
  stockMin: 1,
} as const;
export const AUDIT_LOG_PAGE_SIZE = 10;
export const AUDIT_LOG_PAGE_SIZE_MAX = 100;

/** spec 2 §5 and §8, verbatim (the spec gives no text for name and description: the vendor form's). */
export const SALES_MESSAGES = {
  nameMin: 'Product name must be at least 2 characters',
  descriptionMin: 'Description must be at least 10 characters',
  categoryRequired: 'Category is required',
  priceMin: 'Price must be greater than 0',
  stockMin: 'Stock quantity must be at least 1',
  farmOriginRequired: 'Farm origin is required',
  unknownVendor: 'Vendor not found or not approved',
  productAdded: 'Product added successfully!',
  addFailed: 'Failed to add product',
  loadStatsFailed: 'Failed to load dashboard statistics',
  loadVendorsFailed: 'Failed to load vendors',
  loadAuditFailed: 'Failed to load audit logs',
  exportFailed: 'Failed to export audit log',
  exported: 'Audit log exported successfully',
  listingManaged: 'Product listings are managed by sales managers.',
} as const;

/** GET /api/v1/sales/overview. Pending = stock 0, approved = stock above 0 (a proxy, spec 2 §2). */
export interface SalesOverview {
  totalProducts: number;
  pendingProducts: number;
  approvedProducts: number;
  /** Σ price × stock of the live products (naira). */
  platformRevenue: number;
}

/** GET /api/v1/sales/vendors: approved vendors for the form's optional select. */
export interface SalesVendorOption {
  id: string;
  fullName: string | null;
  businessName: string | null;
}
export interface SalesVendorsResponse {
  items: SalesVendorOption[];
}

/** POST /api/v1/sales/products (spec 2 §5 sales-manager form, §7 insert). */
export interface NewSalesProductRequest {
  name: string;
  /** One of SALES_CATEGORIES, any case; stored lowercase. */
  category: string;
  /** The customer's price per kg (naira), given directly; whole naira are stored. */
  price: number;
  stockQuantity: number;
  description: string;
  farmOrigin: string;
  /** An approved vendor's id, or absent / null. */
  vendorId?: string | null;
  isOrganic?: boolean;
}
export type SalesProductView = ProductView;

/** Audit log actions (spec 2 §4). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'approve', 'reject'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit log entry (spec 2 §3). Approve / reject entries have no product. */
export interface AuditLogEntry {
  id: string;
  action: AuditAction;
  createdAt: string;
  productId: string | null;
  productName: string | null;
  /** Who made the change: the sales manager or admin (the deciding admin for approve / reject). */
  actorId: string | null;
  actorName: string | null;
  oldData: Record<string, unknown> | null;
  newData: Record<string, unknown> | null;
}

/** GET /api/v1/sales/audit-log?page=&pageSize=&action=&search= → newest first, exact total. */
export interface AuditLogQuery {
  page?: number;
  pageSize?: number;
  action?: AuditAction;
  /** Part of the action, the product name or the actor's name. */
  search?: string;
}
export interface AuditLogResponse {
  items: AuditLogEntry[];
  total: number;
}

/** GET /api/v1/sales/audit-log/export (same filters): CSV columns of spec 2 §9. */
export const AUDIT_CSV_COLUMNS = ['Type', 'Action', 'User', 'Details', 'Timestamp'] as const;
/** The file name carries the date (spec 2 §9), e.g. audit-log-2026-11-24.csv. */
export const auditCsvFileName = (date: Date) => `audit-log-${date.toISOString().slice(0, 10)}.csv`;
