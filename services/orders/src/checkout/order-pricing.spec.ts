import { describe, expect, it } from '@jest/globals';
import type { ReservedLine } from '@ihe/contracts';
import { priceOrder } from './order-pricing.js';

const V1 = '11111111-0000-4000-8000-000000000001';
const V2 = '22222222-0000-4000-8000-000000000002';

const line = (patch: Partial<ReservedLine>): ReservedLine => ({
  productId: '33333333-0000-4000-8000-000000000003',
  name: 'White yam',
  category: 'yam',
  quantity: 1,
  unitPrice: 1150,
  basePrice: 1000,
  vendorId: V1,
  vendorName: 'Okafor Farms',
  vendorPhone: '+2348031234567',
  ...patch,
});

describe('priceOrder', () => {
  it('charges 1,500 delivery up to a 10,000 subtotal and nothing above it', () => {
    expect(priceOrder([line({ quantity: 8, unitPrice: 1250 })])).toMatchObject({
      subtotal: 10_000,
      deliveryFee: 1_500,
      total: 11_500,
    });
    expect(priceOrder([line({ quantity: 1, unitPrice: 10_000.01 })])).toMatchObject({
      subtotal: 10_000.01,
      deliveryFee: 0,
      total: 10_000.01,
    });
  });

  it('totals lines to the kobo without drift', () => {
    const priced = priceOrder([
      line({ quantity: 3, unitPrice: 0.1 }),
      line({ quantity: 3, unitPrice: 0.2, vendorId: V2 }),
      line({ quantity: 2.5, unitPrice: 1150.35 }),
    ]);
    expect(priced.lines.map((l) => l.lineTotal)).toEqual([0.3, 0.6, 2875.88]);
    expect(priced.subtotal).toBe(2876.78);
    expect(priced.total).toBe(4376.78);
  });

  it("gives each vendor its lines at the base price, so earnings and the company's margin stay known", () => {
    const priced = priceOrder([
      line({ quantity: 2, unitPrice: 1150, basePrice: 1000 }),
      line({
        quantity: 1,
        unitPrice: 2300,
        basePrice: 2000,
        vendorId: V2,
        vendorName: 'Ogun Fruits',
        vendorPhone: null,
      }),
      line({ quantity: 3, unitPrice: 575, basePrice: 500 }),
    ]);
    expect(priced.vendors).toEqual([
      {
        vendorId: V1,
        vendorName: 'Okafor Farms',
        vendorPhone: '+2348031234567',
        earnings: 3500,
        itemsTotal: 4025,
      },
      { vendorId: V2, vendorName: 'Ogun Fruits', vendorPhone: null, earnings: 2000, itemsTotal: 2300 },
    ]);
    expect(priced.subtotal).toBe(6325);
  });
});
