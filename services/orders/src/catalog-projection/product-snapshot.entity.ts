import { Column, Entity, PrimaryColumn } from 'typeorm';
import { numericColumn } from '@ihe/platform';

/**
 * orders' local copy of catalog's products (docs/architecture.md: no service reads another's tables),
 * fed by product.created / updated / deleted / stock-changed. Two clocks keep an older event from
 * overwriting a newer state: `detailsAsOf` (created, updated, deleted) and `stockAsOf` (every event
 * carrying stock). A row may exist before its product.created arrived (events can come out of
 * order): then `name` is null and the product counts as unknown.
 */
@Entity('product_snapshots')
export class ProductSnapshot {
  @PrimaryColumn('uuid')
  productId: string;

  @Column({ type: 'text', nullable: true })
  name: string | null;

  /** Customer display price per kg (naira). */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numericColumn })
  price: number | null;

  /** Vendor's price per kg (naira). */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numericColumn })
  basePrice: number | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  imageUrls: string[];

  /** kg */
  @Column({ type: 'numeric', precision: 14, scale: 3, default: 0, transformer: numericColumn })
  stockQuantity: number;

  @Column({ type: 'text', nullable: true })
  category: string | null;

  @Column({ type: 'uuid', nullable: true })
  vendorId: string | null;

  @Column({ type: 'text', nullable: true })
  vendorFullName: string | null;

  @Column({ type: 'text', nullable: true })
  vendorBusinessName: string | null;

  @Column({ type: 'text', nullable: true })
  vendorPhone: string | null;

  @Column({ type: 'boolean', default: false })
  deleted: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  detailsAsOf: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  stockAsOf: Date | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
