import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import { numericColumn } from '@ihe/platform';

/**
 * One line of a consumer's cart (spec 1 §3 cart_items). unit_price and total_price record the display
 * price when the line was last written; reads price the line from the current product snapshot.
 */
@Entity('cart_items')
@Unique('cart_items_consumer_product_key', ['consumerId', 'productId'])
export class CartLine {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  consumerId: string;

  @Column('uuid')
  productId: string;

  /** kg */
  @Column({ type: 'numeric', precision: 12, scale: 3, transformer: numericColumn })
  quantity: number;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericColumn })
  unitPrice: number;

  @Column({ type: 'numeric', precision: 16, scale: 2, transformer: numericColumn })
  totalPrice: number;

  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  addedAt: Date;
}
