import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** The public fields of a product as carried by catalog's events (consumers keep projections of it). */
export const productSnapshotSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  basePrice: z.number(),
  price: z.number(),
  companyProfitPercentage: z.number(),
  stockQuantity: z.number(),
  minimumOrderQuantity: z.number(),
  imageUrls: z.array(z.string()),
  farmOrigin: z.string().nullable(),
  isOrganic: z.boolean(),
  vendorId: z.string().uuid().nullable(),
  vendorFullName: z.string().nullable(),
  vendorBusinessName: z.string().nullable(),
  vendorPhone: z.string().nullable(),
  createdAt: z.string(),
});
export type ProductSnapshot = z.infer<typeof productSnapshotSchema>;

export const ProductCreated = defineEvent('product.created', 1, z.object({ product: productSnapshotSchema }));
export const ProductUpdated = defineEvent('product.updated', 1, z.object({ product: productSnapshotSchema }));
export const ProductDeleted = defineEvent(
  'product.deleted',
  1,
  z.object({ productId: z.string().uuid(), vendorId: z.string().uuid().nullable() }),
);
export const ProductStockChanged = defineEvent(
  'product.stock-changed',
  1,
  z.object({
    productId: z.string().uuid(),
    stockQuantity: z.number(),
    /** `returned`: a declined or cancelled order line gave its kilograms back. */
    reason: z.enum(['reserved', 'released', 'returned', 'vendor-update', 'activated', 'deactivated', 'seed']),
  }),
);

/**
 * product.low-stock v1: orders took a vendor's product from above the low-stock threshold (10 kg, spec 2
 * §9) to the threshold or below. Published once per crossing, not per order; notifications tells the vendor.
 */
export const ProductLowStock = defineEvent(
  'product.low-stock',
  1,
  z.object({
    productId: z.string().uuid(),
    name: z.string(),
    vendorId: z.string().uuid(),
    stockQuantity: z.number(),
  }),
);
