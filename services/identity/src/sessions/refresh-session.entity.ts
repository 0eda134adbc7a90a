import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One refresh token. Tokens of one login form a family: each refresh spends the presented token and
 * issues the next; presenting a spent token again revokes the whole family (stolen-token defence).
 */
@Entity('refresh_sessions')
export class RefreshSession {
  @PrimaryColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  familyId: string;

  @Index()
  @Column('uuid')
  userId: string;

  /** sha256 of the token's secret part; the secret itself is never stored. */
  @Column({ type: 'text' })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the family's login happened: no refresh beyond the absolute session lifetime from here. */
  @Column({ type: 'timestamptz' })
  familyStartedAt: Date;

  /** 24 h after issue: refresh tokens expire after 24 h without use. */
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  spentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
