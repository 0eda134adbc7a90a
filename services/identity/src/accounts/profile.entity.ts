import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '@ihe/contracts';

/** The profiles record of spec 1 §3 (plus city/state of spec 2 §5 and email verification state). */
@Entity('profiles')
export class Profile {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  fullName: string;

  @Column({ type: 'text' })
  phoneNumber: string;

  @Column({ type: 'text' })
  role: Role;

  @Column({ type: 'text', nullable: true })
  deliveryAddress: string | null;

  @Column({ type: 'text', default: 'Lagos' })
  city: string;

  @Column({ type: 'text', default: 'Lagos' })
  state: string;

  @Column({ type: 'text', nullable: true })
  businessName: string | null;

  @Column({ type: 'text', nullable: true })
  businessAddress: string | null;

  @Column({ type: 'text', nullable: true })
  companyIdCode: string | null;

  @Column({ type: 'boolean', default: false })
  isFarmer: boolean;

  @Column({ type: 'boolean', nullable: true })
  isApproved: boolean | null;

  /** The reason of the last rejection or revocation (sales managers); null after an approval. */
  @Column({ type: 'text', nullable: true })
  approvalReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  approvalDecidedAt: Date | null;

  /** The admin who made the last approval decision. */
  @Column({ type: 'uuid', nullable: true })
  approvalDecidedBy: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean', default: false })
  emailVerified: boolean;

  @Column({ type: 'text', nullable: true })
  pendingEmail: string | null;

  @Column({ type: 'text', nullable: true })
  emailVerificationTokenHash: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastLogin: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
