import { randomUUID } from 'node:crypto';
import { OrderPlaced, type EventEnvelope } from '@ihe/contracts';
import type { OrderPlacedPayload } from '../src/templates/placeholder-values.js';

export const VENDOR_A = {
  id: '0b7f6a52-1c1e-4c7a-9a51-7a0f2b6c1a01',
  name: 'Okafor Farms',
  phone: '+2348031111111',
};
export const VENDOR_B = {
  id: '0b7f6a52-1c1e-4c7a-9a51-7a0f2b6c1a02',
  name: 'Bello Grains',
  phone: '0803 222 2222',
};

/**
 * An order with two vendors: Okafor Farms sells yam and plantain, Bello Grains rice.
 * Customer total ₦32,800; Okafor earns ₦12,000, Bello ₦15,000. Placed 22 Nov 2026, 14:05 in Lagos.
 */
export function twoVendorOrder(patch: Partial<OrderPlacedPayload> = {}): OrderPlacedPayload {
  const line = (
    vendor: typeof VENDOR_A,
    productName: string,
    quantity: number,
    unitPrice: number,
    basePrice: number,
  ): OrderPlacedPayload['lines'][number] => ({
    productId: randomUUID(),
    productName,
    category: 'yam',
    quantity,
    unitPrice,
    basePrice,
    lineTotal: unitPrice * quantity,
    vendorId: vendor.id,
    vendorName: vendor.name,
    vendorPhone: vendor.phone,
  });
  return {
    orderId: randomUUID(),
    createdAt: '2026-11-22T13:05:00.000Z',
    customer: {
      id: randomUUID(),
      name: 'Chiamaka Obi',
      email: 'chiamaka@example.ng',
      phone: '0803 333 3333',
    },
    deliveryAddress: '12 Allen Avenue, Ikeja, Lagos',
    specialInstructions: null,
    paymentMethod: 'card',
    subtotal: 32_800,
    deliveryFee: 0,
    total: 32_800,
    lines: [
      line(VENDOR_A, 'Yam (Abuja white)', 5, 2_500, 2_000),
      line(VENDOR_B, 'Rice (Ofada)', 10, 1_800, 1_500),
      line(VENDOR_A, 'Plantain', 2, 1_150, 1_000),
    ],
    vendors: [
      {
        vendorId: VENDOR_A.id,
        vendorName: VENDOR_A.name,
        vendorPhone: VENDOR_A.phone,
        earnings: 12_000,
        itemsTotal: 14_800,
      },
      {
        vendorId: VENDOR_B.id,
        vendorName: VENDOR_B.name,
        vendorPhone: VENDOR_B.phone,
        earnings: 15_000,
        itemsTotal: 18_000,
      },
    ],
    reservationId: randomUUID(),
    ...patch,
  };
}

export const orderPlacedEvent = (
  payload: OrderPlacedPayload = twoVendorOrder(),
): EventEnvelope<OrderPlacedPayload> => OrderPlaced.create(payload);
