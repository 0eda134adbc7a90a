import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Credentials: kept apart from the profile, so a profile can be missing (spec 1 §4) without losing the login. */
@Entity('user_accounts')
export class UserAccount {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ type: 'text' })
  passwordHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
