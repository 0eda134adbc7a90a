import type { VendorName } from './catalog.js';

/** The product embedded in a cart line when read (spec 1 §3). */
export interface CartProductSnapshot {
  id: string;
  name: string;
  price: number;
  imageUrls: string[];
  stockQuantity: number;
  category: string;
  vendor: VendorName;
  /** false when the product was deleted since it was added. */
  available: boolean;
}

export interface CartLineView {
  productId: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  addedAt: string;
  product: CartProductSnapshot;
}

export interface CartView {
  /** Newest first. */
  items: CartLineView[];
  /** Sum of quantities (the header badge). */
  itemCount: number;
  subtotal: number;
}

export interface AddCartItemRequest {
  productId: string;
  quantity: number;
}

export interface SetCartQuantityRequest {
  quantity: number;
}

/** PUT /api/v1/cart: the guest cart kept in the browser, merged after login. */
export interface MergeCartRequest {
  items: AddCartItemRequest[];
}
