import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ConfigKey } from './config-keys.js';

/** One of the six WhatsApp settings (spec 2 §3). The access token's value is ciphertext. */
@Entity('whatsapp_config')
export class WhatsAppConfigEntry {
  @PrimaryColumn('text')
  configKey: ConfigKey;

  @Column({ type: 'text', default: '' })
  configValue: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  /** The admin who last changed it (null: the defaults). */
  @Column({ type: 'uuid', nullable: true })
  updatedBy: string | null;
}
