import type { VendorStatement } from '@ihe/contracts';

/** Every day of a period ending `to` (oldest first), all at 0. */
function emptyDays(to: string, days: number) {
  const end = Date.parse(`${to}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => ({
    date: new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    earnings: 0,
    orders: 0,
  }));
}

/** A statement with nothing in it. */
export function makeEmptyStatement(from = '2026-10-27', to = '2026-11-25'): VendorStatement {
  return {
    from,
    to,
    totals: { earnings: 0, orders: 0, quantity: 0, reversedEarnings: 0, reversedOrders: 0 },
    days: emptyDays(to, 30),
    orders: [],
  };
}

/** Two orders on 24 Nov (one earned, one declined) and one on 22 Nov. */
export function makeStatement(): VendorStatement {
  const statement = makeEmptyStatement();
  const set = (date: string, earnings: number, orders: number) =>
    Object.assign(
      statement.days.find((day) => day.date === date)!,
      { earnings, orders },
    );
  set('2026-11-24', 45_000, 1);
  set('2026-11-22', 120_500, 1);
  return {
    ...statement,
    totals: { earnings: 165_500, orders: 2, quantity: 130.5, reversedEarnings: 8_000, reversedOrders: 1 },
    orders: [
      {
        orderId: '00000000-aaaa-bbbb-cccc-000000abc001',
        orderNumber: 'ORD-ABC001',
        placedAt: '2026-11-24T15:00:00.000Z',
        date: '2026-11-24',
        status: 'reversed',
        earnings: 0,
        lines: [{ productId: 'p2', productName: 'Ofada Rice', quantity: 4, earnings: 8_000 }],
      },
      {
        orderId: '00000000-aaaa-bbbb-cccc-000000abc000',
        orderNumber: 'ORD-ABC000',
        placedAt: '2026-11-24T09:00:00.000Z',
        date: '2026-11-24',
        status: 'earned',
        earnings: 45_000,
        lines: [{ productId: 'p1', productName: 'Benue Yam', quantity: 50, earnings: 45_000 }],
      },
      {
        orderId: '00000000-aaaa-bbbb-cccc-000000abc00f',
        orderNumber: 'ORD-ABC00F',
        placedAt: '2026-11-22T10:00:00.000Z',
        date: '2026-11-22',
        status: 'earned',
        earnings: 120_500,
        lines: [
          { productId: 'p1', productName: 'Benue Yam', quantity: 76.5, earnings: 68_850 },
          { productId: 'p2', productName: 'Ofada Rice', quantity: 4, earnings: 51_650 },
        ],
      },
    ],
  };
}
