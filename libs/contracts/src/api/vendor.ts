import type { OrderStatus } from '../constants.js';
import type { ProductView } from './catalog.js';
import type { ProductImageView } from './product-images.js';

/**
 * The vendor area's API (spec 2 §2 Vendor, §3, §4, §5, §7, §8). Catalog owns products and images,
 * orders owns the vendor's orders and dashboard figures; the gateway routes /api/v1/vendor/* by path.
 */

/** Vendor add-product categories (spec 2 §9); the sales-manager list differs. */
export const VENDOR_CATEGORIES = [
  'fruits',
  'vegetables',
  'grains',
  'tubers',
  'legumes',
  'dairy',
  'meat',
  'fish',
  'herbs',
  'nuts',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

/** spec 2 §9: low stock is 10 kg or less; at most 5 images of 5 MB. */
export const VENDOR_PRODUCT_LIMITS = {
  lowStockKg: 10,
  maxImages: 5,
  maxImageBytes: 5 * 1024 * 1024,
  nameMin: 2,
  descriptionMin: 10,
  minimumOrderMin: 1,
  priceMin: 0.01,
} as const;

/** Product stock status (spec 2 §4): above 10 Active, 1 to 10 Low Stock, 0 Inactive. */
export type StockStatus = 'active' | 'low_stock' | 'inactive';
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  active: 'Active',
  low_stock: 'Low Stock',
  inactive: 'Inactive',
};
export function stockStatus(stockQuantity: number): StockStatus {
  if (stockQuantity <= 0) return 'inactive';
  return stockQuantity <= VENDOR_PRODUCT_LIMITS.lowStockKg ? 'low_stock' : 'active';
}

/** A vendor's own product: the public fields plus what its orders brought (kept from order events). */
export interface VendorProductView extends ProductView {
  ordersCount: number;
  /** Naira the vendor's lines of this product brought at the customer's price, declined lines excluded. */
  revenue: number;
}

/** GET /api/v1/vendor/products?search= (name or category), newest first. */
export interface VendorProductListResponse {
  items: VendorProductView[];
  total: number;
}

/** POST /api/v1/vendor/products (spec 2 §5). Images are uploaded first; their URLs come back. */
export interface NewVendorProductRequest {
  name: string;
  description: string;
  category: VendorCategory;
  /** Vendor's price per kg; the display price follows the profit setting in force. */
  basePrice: number;
  stockQuantity: number;
  minimumOrderQuantity: number;
  farmOrigin?: string | null;
  isOrganic?: boolean;
  imageUrls?: string[];
}

/** PATCH /api/v1/vendor/products/:id: any of these; activate = stock 1, deactivate = stock 0. */
export interface VendorProductChangesRequest {
  name?: string;
  description?: string;
  basePrice?: number;
  stockQuantity?: number;
  isOrganic?: boolean;
  farmOrigin?: string | null;
}

/** POST /api/v1/vendor/product-images (multipart, field `images`, 1 to 5 files) → stored URLs. */
export interface ProductImagesUploadResponse {
  /** The web size (≤ 1200 px, WebP), in upload order: what a product's imageUrls take. */
  imageUrls: string[];
  /** 400 px thumbnails, same order (`…_thumb.webp` beside each image). */
  thumbnailUrls: string[];
  /** Each image with its stored sizes (320 and 640 wide beside the web size), same order. */
  images: ProductImageView[];
}

/**
 * The largest POST /api/v1/vendor/product-images body the gateway and catalog accept: room for one image
 * more than allowed, each at the size limit, plus the multipart framing, so a sixth or an oversized image
 * still reaches catalog and gets the spec's message rather than a bare 413.
 */
export const PRODUCT_IMAGES_UPLOAD_MAX_BYTES =
  (VENDOR_PRODUCT_LIMITS.maxImages + 1) * VENDOR_PRODUCT_LIMITS.maxImageBytes + 1024 * 1024;

/** GET /api/v1/profit-setting: the latest active company profit setting (the price calculator). */
export interface ProfitSettingView {
  profitPercentage: number;
  minimumProfitAmount: number;
}

/** spec 2 §5 and §8, verbatim; the server's own texts after them. */
export const VENDOR_PRODUCT_MESSAGES = {
  nameMin: 'Product name must be at least 2 characters',
  descriptionMin: 'Description must be at least 10 characters',
  categoryRequired: 'Please select a category',
  priceMin: 'Price must be greater than 0',
  stockNegative: 'Stock quantity cannot be negative',
  minimumOrderMin: 'Minimum order quantity must be at least 1',
  maxImages: 'Maximum 5 images allowed',
  notAnImage: (fileName: string) => `${fileName} is not a valid image file`,
  imageTooLarge: (fileName: string) => `${fileName} is too large. Maximum size is 5MB`,
  mustBeVerified: 'Your vendor account must be verified before you can add products.',
  added: 'Product added successfully!',
  addFailed: 'Failed to add product. Please try again.',
  deleted: 'Product deleted successfully',
  deleteFailed: 'Failed to delete product',
  deleteConfirm: 'Are you sure you want to delete this product?',
  toggled: (state: 'activated' | 'deactivated') => `Product ${state} successfully`,
  toggleFailed: 'Failed to update product status',
  loadFailed: 'Failed to load products',
  // The server's own
  updated: 'Product updated successfully',
  noImages: 'Choose at least one image',
  unknownImage: 'Images must be ones you uploaded for your products',
} as const;

/** Vendor actions on its part of an order (spec 2 §4, plus Mark as Delivered). */
export const VENDOR_ORDER_ACTIONS = {
  confirmed: 'Confirm',
  cancelled: 'Decline Order',
  shipped: 'Mark as Shipped',
  delivered: 'Mark as Delivered',
} as const satisfies Partial<Record<OrderStatus, string>>;
export type VendorOrderAction = keyof typeof VENDOR_ORDER_ACTIONS;

/** POST /api/v1/vendor/orders/:orderId/status body. */
export interface VendorOrderStatusRequest {
  status: VendorOrderAction;
}

/** One line of the vendor's part of an order. */
export interface VendorOrderLineView {
  id: string;
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
}

/** The vendor's part (fulfilment) of one order: only its own lines and revenue. */
export interface VendorOrderView {
  orderId: string;
  /** ORD- + last 6 of the order id. */
  reference: string;
  /** The status of this vendor's part. */
  status: OrderStatus;
  /** The whole order's status (derived from every vendor's part). */
  orderStatus: OrderStatus;
  createdAt: string;
  customer: { fullName: string; email: string; phone: string | null };
  shippingAddress: string;
  items: VendorOrderLineView[];
  itemsCount: number;
  /** Σ its lines at the customer's price. */
  totalAmount: number;
  /** Σ its lines at the base price: what the vendor earns. */
  earnings: number;
}

/**
 * GET /api/v1/vendor/orders?search=&status=&page=&pageSize=, newest first (the same query rules as
 * GET /api/v1/orders; status filters the vendor's own part).
 */
export interface VendorOrderListResponse {
  items: VendorOrderView[];
  total: number;
}

/** GET /api/v1/vendor/dashboard (spec 2 §3 vendor stats and recent orders; charts). */
export interface VendorDashboardResponse {
  stats: {
    totalRevenue: number;
    totalOrders: number;
    activeProducts: number;
    accountValue: number;
  };
  /** 5 newest (spec 2 §9). */
  recentOrders: Array<{
    orderId: string;
    reference: string;
    customerName: string;
    itemsCount: number;
    totalAmount: number;
    status: OrderStatus;
    orderDate: string;
  }>;
  /** Last 30 days, oldest first, every day present (0 when none). */
  revenueByDay: Array<{ date: string; revenue: number; orders: number }>;
  /** Up to 5 products by revenue. */
  topProducts: Array<{ productId: string; name: string; revenue: number; quantity: number }>;
}

export const VENDOR_ORDER_MESSAGES = {
  statusUpdated: (status: OrderStatus) => `Order status updated to ${status}`,
  updateFailed: 'Failed to update order status',
  loadFailed: 'Failed to load orders',
  dashboardFailed: 'Failed to load dashboard data',
  // The server's own
  invalidAction: `Invalid status. Use one of: ${Object.keys(VENDOR_ORDER_ACTIONS).join(', ')}`,
} as const;

/** Verification banner (spec 2 §8), shown for anything but approved. */
export const VERIFICATION_BANNER = {
  pending: {
    title: 'Verification Pending',
    text: "Your vendor account is under review. You'll be notified once approved.",
  },
  rejected: {
    title: 'Verification Rejected',
    text: (adminNotes: string | null) =>
      `Your verification was rejected. ${adminNotes || 'Please contact support.'}`,
  },
  requires_documents: {
    title: 'Additional Documents Required',
    text: 'Please submit additional documents to complete verification.',
  },
} as const;
