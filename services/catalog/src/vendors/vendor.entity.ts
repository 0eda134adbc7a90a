import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Catalog's copy of a vendor account's public names (identity owns the account), kept current from
 * user.registered / user.profile-updated / user.approval-changed and joined into product listings.
 */
@Entity('vendors')
export class Vendor {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  role: string;

  @Column({ type: 'text', nullable: true })
  fullName: string | null;

  @Column({ type: 'text', nullable: true })
  businessName: string | null;

  @Column({ type: 'text', nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'boolean', nullable: true })
  isApproved: boolean | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
