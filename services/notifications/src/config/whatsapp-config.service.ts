import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CONFIG_ERRORS, WHATSAPP_MESSAGES } from '../notifications.messages.js';
import { NOTIFICATIONS_SETTINGS, type NotificationsSettings } from '../notifications.settings.js';
import { looksMasked, maskAccessToken } from '../secrets/access-token-mask.js';
import { TokenCipher } from '../secrets/token-cipher.js';
import { normalizeConfigNumber } from '../sending/recipient-number.js';
import type { CloudApiTarget } from '../sending/whatsapp-cloud.client.js';
import type { WhatsAppConfigView } from '@ihe/contracts';
import { normalizeApiUrl } from './api-url.rules.js';
import { CONFIG_KEYS, type ConfigKey } from './config-keys.js';
import { WhatsAppConfigEntry } from './whatsapp-config-entry.entity.js';
import type { UpdateWhatsAppConfigDto } from './whatsapp-config.dto.js';

/** The settings as the service uses them (token still encrypted). */
export interface WhatsAppSettings {
  apiUrl: string;
  businessPhoneId: string;
  encryptedToken: string;
  companyNumber: string;
  adminNumber: string;
  enabled: boolean;
  /** When an admin last saved; null while only the first-start defaults are stored. */
  updatedAt: Date | null;
}

/** What sending needs: the target, or why there is none. */
export type SendingTarget = { target: CloudApiTarget } | { problem: string };

/**
 * The six WhatsApp settings (spec 2 §3, §7 get/update_whatsapp_config): read, validated as a whole,
 * written in one transaction (nothing is saved when any value is bad). The access token is encrypted
 * before it is stored and only ever leaves decrypted towards the Cloud API.
 */
@Injectable()
export class WhatsAppConfigService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cipher: TokenCipher,
    @Inject(NOTIFICATIONS_SETTINGS) private readonly settings: NotificationsSettings,
  ) {}

  /** WHATSAPP_API_URL (default: the Graph API) as stored. */
  private get defaultApiUrl(): string {
    return normalizeApiUrl(this.settings.WHATSAPP_API_URL, false) ?? this.settings.WHATSAPP_API_URL;
  }

  /** Writes the defaults of settings never set (first start): disabled, the configured API URL. */
  async ensureDefaults(): Promise<void> {
    const defaults: Record<ConfigKey, string> = {
      whatsapp_api_url: this.defaultApiUrl,
      whatsapp_business_phone_id: '',
      whatsapp_access_token: '',
      company_whatsapp_number: '',
      admin_whatsapp_number: '',
      whatsapp_enabled: 'false',
    };
    const keys = Object.keys(defaults);
    await this.dataSource.query(
      `INSERT INTO whatsapp_config (config_key, config_value)
       SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (config_key) DO NOTHING`,
      [keys, keys.map((key) => defaults[key as ConfigKey])],
    );
  }

  async read(manager: EntityManager = this.dataSource.manager): Promise<WhatsAppSettings> {
    return this.settingsFrom(await manager.find(WhatsAppConfigEntry));
  }

  /** The settings from the stored entries (read here, or together with other tables by a caller). */
  settingsFrom(
    rows: Array<
      Pick<WhatsAppConfigEntry, 'configKey' | 'configValue' | 'updatedAt'> &
        Partial<Pick<WhatsAppConfigEntry, 'updatedBy'>>
    >,
  ): WhatsAppSettings {
    const value = (key: ConfigKey) => rows.find((row) => row.configKey === key)?.configValue ?? '';
    // The defaults are written with no admin: their time is not a save.
    const updated = rows.filter((row) => row.updatedBy).map((row) => row.updatedAt.getTime());
    return {
      apiUrl: value('whatsapp_api_url') || this.defaultApiUrl,
      businessPhoneId: value('whatsapp_business_phone_id'),
      encryptedToken: value('whatsapp_access_token'),
      companyNumber: value('company_whatsapp_number'),
      adminNumber: value('admin_whatsapp_number'),
      enabled: value('whatsapp_enabled') === 'true',
      updatedAt: updated.length > 0 ? new Date(Math.max(...updated)) : null,
    };
  }

  /** The Cloud API target with the decrypted token, or the reason sending cannot happen. */
  sendingTarget(settings: WhatsAppSettings): SendingTarget {
    if (!settings.enabled) return { problem: WHATSAPP_MESSAGES.disabled };
    if (!settings.businessPhoneId || !settings.encryptedToken)
      return { problem: WHATSAPP_MESSAGES.notConfigured };
    try {
      const accessToken = this.cipher.decrypt(settings.encryptedToken);
      return { target: { apiUrl: settings.apiUrl, phoneNumberId: settings.businessPhoneId, accessToken } };
    } catch {
      return { problem: CONFIG_ERRORS.tokenUnreadable };
    }
  }

  async view(): Promise<WhatsAppConfigView> {
    return this.toView(await this.read());
  }

  /** Validates the change against the stored settings, then saves every changed key at once. */
  async update(change: UpdateWhatsAppConfigDto, adminId: string): Promise<WhatsAppConfigView> {
    const given = Object.entries(change).filter(([, value]) => value !== undefined);
    if (given.length === 0) throw new BadRequestException(CONFIG_ERRORS.nothingToUpdate);
    return this.dataSource.transaction(async (manager) => {
      // One admin saving at a time: the "enable needs credentials" check sees the final state.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('notifications.whatsapp-config'))`);
      const current = await this.read(manager);
      const writes = new Map<ConfigKey, string>();
      if (change.whatsappApiUrl !== undefined) {
        const url = normalizeApiUrl(change.whatsappApiUrl, this.settings.NODE_ENV === 'production');
        if (!url) throw new BadRequestException(CONFIG_ERRORS.apiUrlFormat);
        writes.set(CONFIG_KEYS.whatsappApiUrl, url);
      }
      if (change.whatsappBusinessPhoneId !== undefined) {
        writes.set(CONFIG_KEYS.whatsappBusinessPhoneId, change.whatsappBusinessPhoneId ?? '');
      }
      for (const field of ['companyWhatsappNumber', 'adminWhatsappNumber'] as const) {
        const number = change[field];
        if (number === undefined) continue;
        const stored = number ? normalizeConfigNumber(number) : '';
        if (stored === null) throw new BadRequestException(CONFIG_ERRORS.invalidNumber);
        writes.set(CONFIG_KEYS[field], stored);
      }
      const token = change.whatsappAccessToken;
      // The mask sent back unchanged means "keep"; a mask with no token behind it is not a token.
      if (token !== undefined && !(looksMasked(token) && current.encryptedToken)) {
        if (looksMasked(token)) throw new BadRequestException(CONFIG_ERRORS.tokenEmpty);
        writes.set(CONFIG_KEYS.whatsappAccessToken, this.cipher.encrypt(token));
      }
      if (change.whatsappEnabled !== undefined) {
        writes.set(CONFIG_KEYS.whatsappEnabled, String(change.whatsappEnabled));
      }
      // The stored token is sent to the API URL: pointing it at another host needs the token typed again.
      const urlAfter = writes.get(CONFIG_KEYS.whatsappApiUrl);
      const tokenKept = !writes.has(CONFIG_KEYS.whatsappAccessToken) && current.encryptedToken !== '';
      if (urlAfter && tokenKept && new URL(urlAfter).origin !== new URL(current.apiUrl).origin) {
        throw new BadRequestException(CONFIG_ERRORS.tokenRequiredForNewUrl);
      }
      const enabledAfter = (writes.get(CONFIG_KEYS.whatsappEnabled) ?? String(current.enabled)) === 'true';
      const phoneIdAfter = writes.get(CONFIG_KEYS.whatsappBusinessPhoneId) ?? current.businessPhoneId;
      const tokenAfter = writes.get(CONFIG_KEYS.whatsappAccessToken) ?? current.encryptedToken;
      if (enabledAfter && (!phoneIdAfter || !tokenAfter)) {
        throw new BadRequestException(CONFIG_ERRORS.enableNeedsCredentials);
      }
      if (writes.size > 0) {
        await manager.query(
          `INSERT INTO whatsapp_config (config_key, config_value, updated_at, updated_by)
           SELECT key, value, now(), $3 FROM unnest($1::text[], $2::text[]) AS t(key, value)
           ON CONFLICT (config_key) DO UPDATE
             SET config_value = EXCLUDED.config_value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
          [[...writes.keys()], [...writes.values()], adminId],
        );
      }
      return this.toView(await this.read(manager));
    });
  }

  private toView(settings: WhatsAppSettings): WhatsAppConfigView {
    let token = '';
    let problem: string | undefined;
    if (settings.encryptedToken) {
      try {
        token = maskAccessToken(this.cipher.decrypt(settings.encryptedToken));
      } catch {
        token = maskAccessToken('');
        problem = CONFIG_ERRORS.tokenUnreadable;
      }
    }
    return {
      whatsappApiUrl: settings.apiUrl,
      whatsappBusinessPhoneId: settings.businessPhoneId,
      whatsappAccessToken: token,
      whatsappAccessTokenSet: settings.encryptedToken !== '',
      ...(problem ? { whatsappAccessTokenProblem: problem } : {}),
      companyWhatsappNumber: settings.companyNumber,
      adminWhatsappNumber: settings.adminNumber,
      whatsappEnabled: settings.enabled,
      updatedAt: settings.updatedAt?.toISOString() ?? null,
    };
  }
}
