import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numericColumn } from '@ihe/platform';

/** A company profit setting (spec 2 §3): the latest active one prices new products. */
@Entity('company_profit_settings')
export class CompanyProfitSetting {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'numeric', precision: 6, scale: 2, transformer: numericColumn })
  profitPercentage: number;

  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: numericColumn, default: 0 })
  minimumProfitAmount: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
