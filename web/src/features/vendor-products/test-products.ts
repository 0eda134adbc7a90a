import type { VendorProductView } from '@ihe/contracts';

export function makeVendorProduct(overrides: Partial<VendorProductView> = {}): VendorProductView {
  return {
    id: 'p-yam',
    name: 'Benue Yam',
    description: 'Large white yam tubers from Gboko.',
    category: 'tubers',
    basePrice: 1000,
    price: 1150,
    companyProfitPercentage: 15,
    stockQuantity: 500,
    minimumOrderQuantity: 5,
    imageUrls: ['/img/yam.webp'],
    images: [{ url: '/img/yam.webp', variants: [] }],
    farmOrigin: 'Gboko, Benue',
    isOrganic: false,
    vendorId: 'v-1',
    vendor: { id: 'v-1', fullName: 'Ada Obi', businessName: 'Benue Yams' },
    createdBySalesManagerId: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    ordersCount: 12,
    revenue: 345_000,
    ...overrides,
  };
}

export const threeProducts: VendorProductView[] = [
  makeVendorProduct(),
  makeVendorProduct({
    id: 'p-rice',
    name: 'Ofada Rice',
    category: 'grains',
    stockQuantity: 8,
    ordersCount: 3,
    revenue: 9_000,
  }),
  makeVendorProduct({
    id: 'p-okra',
    name: 'Fresh Okra',
    category: 'vegetables',
    stockQuantity: 0,
    ordersCount: 0,
    revenue: 0,
  }),
];
