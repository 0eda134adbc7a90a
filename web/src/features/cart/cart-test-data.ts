import type { CartLineView, CartProductSnapshot, CartView, ProductView } from '@ihe/contracts';
import { lineTotal } from '@ihe/contracts';

export function makeProduct(overrides: Partial<ProductView> = {}): ProductView {
  return {
    id: '5def6cf3-ee9c-4e2b-bef6-000000000006',
    name: 'Abakaliki white yam',
    description: 'Smooth-skinned tubers that cook soft and fluffy.',
    category: 'yam',
    basePrice: 960,
    price: 1104,
    companyProfitPercentage: 15,
    stockQuantity: 75,
    minimumOrderQuantity: 1,
    imageUrls: ['/api/v1/media/products/yam.svg'],
    images: [{ url: '/api/v1/media/products/yam.svg', variants: [] }],
    farmOrigin: 'Ebonyi',
    isOrganic: false,
    vendorId: 'v-1',
    vendor: { id: 'v-1', fullName: 'Terkaa Iorember', businessName: 'Benue Golden Yams Cooperative' },
    createdBySalesManagerId: null,
    createdAt: '2026-11-22T02:50:43.021Z',
    ...overrides,
  };
}

export function makeSnapshot(overrides: Partial<CartProductSnapshot> = {}): CartProductSnapshot {
  const { id, name, price, imageUrls, stockQuantity, category, vendor } = makeProduct();
  return { id, name, price, imageUrls, stockQuantity, category, vendor, available: true, ...overrides };
}

export function makeLine(quantity: number, product: Partial<CartProductSnapshot> = {}): CartLineView {
  const snapshot = makeSnapshot(product);
  return {
    productId: snapshot.id,
    quantity,
    unitPrice: snapshot.price,
    totalPrice: lineTotal(quantity, snapshot.price),
    addedAt: '2026-11-22T10:00:00.000Z',
    product: snapshot,
  };
}

export function makeCartView(items: CartLineView[]): CartView {
  return {
    items,
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: items.reduce((sum, line) => sum + line.totalPrice, 0),
  };
}
