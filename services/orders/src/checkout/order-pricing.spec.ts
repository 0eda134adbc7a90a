import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { companyProfit, displayPrice, type ReservedLine } from '@ihe/contracts';
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

describe('priceOrder over any catalog prices', () => {
  /** What the buyer reads: naira with no decimals (spec 2 §1). */
  const shown = (naira: number) =>
    Number(new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0, useGrouping: false }).format(naira));
  const pricedLine = fc
    .record({
      base: fc.integer({ min: 1, max: 50_000_000 }).map((kobo) => kobo / 100),
      profitPercentage: fc.integer({ min: 0, max: 5_000 }).map((hundredths) => hundredths / 100),
      minimumProfitAmount: fc.integer({ min: 0, max: 100_000 }).map((kobo) => kobo / 100),
      quantity: fc.integer({ min: 1, max: 5_000 }),
      vendor: fc.constantFrom(V1, V2, null),
    })
    .map(({ base, profitPercentage, minimumProfitAmount, quantity, vendor }) =>
      line({
        quantity,
        basePrice: base,
        unitPrice: displayPrice(base, { profitPercentage, minimumProfitAmount }),
        vendorId: vendor,
      }),
    );

  it('shows every line as unit × quantity and the total as the sum of shown lines plus the fee', () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { minLength: 1, maxLength: 8 }), (lines) => {
        const priced = priceOrder(lines);
        for (const pl of priced.lines) expect(shown(pl.lineTotal)).toBe(shown(pl.unitPrice) * pl.quantity);
        const shownLines = priced.lines.reduce((sum, pl) => sum + shown(pl.lineTotal), 0);
        expect(shown(priced.subtotal)).toBe(shownLines);
        expect(shown(priced.total)).toBe(shownLines + shown(priced.deliveryFee));
        expect(priced.deliveryFee).toBe(shownLines > 10_000 ? 0 : 1_500);
      }),
      { numRuns: 1000 },
    );
  });

  it("splits every vendor's items into its earnings (base × qty) and the company's profit", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { minLength: 1, maxLength: 8 }), (lines) => {
        const priced = priceOrder(lines);
        for (const share of priced.vendors) {
          const own = lines.filter((l) => l.vendorId === share.vendorId);
          const profitKobo = own.reduce(
            (sum, l) => sum + l.quantity * Math.round(companyProfit(l.basePrice, l.unitPrice) * 100),
            0,
          );
          expect(Math.round(share.earnings * 100) + profitKobo).toBe(Math.round(share.itemsTotal * 100));
        }
      }),
      { numRuns: 1000 },
    );
  });
});
