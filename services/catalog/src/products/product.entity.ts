import { Column, Entity, PrimaryColumn } from 'typeorm';
import { numericColumn } from '@ihe/platform';

/** A product (spec 2 §3). Prices in naira per kg, quantities in kg; deleted products keep their row. */
@Entity('products')
export class Product {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** Always lowercase. */
  @Column({ type: 'text' })
  category: string;

  /** The vendor's price. */
  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: numericColumn })
  basePrice: number;

  /** The customer's price: displayPrice(basePrice, the profit setting at the time). */
  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: numericColumn })
  price: number;

  @Column({ type: 'numeric', precision: 6, scale: 2, transformer: numericColumn })
  companyProfitPercentage: number;

  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: numericColumn })
  stockQuantity: number;

  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: numericColumn, default: 1 })
  minimumOrderQuantity: number;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  imageUrls: string[];

  @Column({ type: 'uuid', nullable: true })
  vendorId: string | null;

  @Column({ type: 'text', nullable: true })
  farmOrigin: string | null;

  @Column({ type: 'boolean', default: false })
  isOrganic: boolean;

  @Column({ type: 'integer', default: 0 })
  ordersCount: number;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericColumn, default: 0 })
  revenue: number;

  @Column({ type: 'uuid', nullable: true })
  createdBySalesManagerId: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
