import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * notifications' tables (spec 2 §3: config keys, message templates, notification log), plus the
 * per-order run (idempotency per order, outcome published once) and delivery receipts from the webhook.
 * Default rows are written by NotificationDefaultsSeeder on start, not here, so their texts live in code.
 */
export class NotificationsTables1730000000600 implements MigrationInterface {
  name = 'NotificationsTables1730000000600';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE whatsapp_config (
        config_key text PRIMARY KEY CHECK (config_key IN ('whatsapp_api_url', 'whatsapp_business_phone_id',
          'whatsapp_access_token', 'company_whatsapp_number', 'admin_whatsapp_number', 'whatsapp_enabled')),
        -- whatsapp_access_token holds ciphertext only (TokenCipher).
        config_value text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid
      )`);
    await db.query(`
      CREATE TABLE whatsapp_message_templates (
        template_name text PRIMARY KEY CHECK (template_name IN ('admin_new_order', 'vendor_new_order',
          'company_order_forward', 'customer_order_confirmation')),
        recipient_type text NOT NULL UNIQUE CHECK (recipient_type IN ('admin', 'vendor', 'company', 'customer')),
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4096),
        delivery_mode text NOT NULL DEFAULT 'text' CHECK (delivery_mode IN ('text', 'template')),
        provider_template_name text,
        provider_template_language text,
        provider_template_parameters text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid,
        CHECK (delivery_mode = 'text' OR (provider_template_name IS NOT NULL AND provider_template_language IS NOT NULL))
      )`);
    await db.query(`
      CREATE TABLE order_notification_runs (
        order_id uuid PRIMARY KEY,
        consumer_id uuid NOT NULL,
        event_id uuid NOT NULL,
        correlation_id text NOT NULL,
        planned integer NOT NULL,
        skipped_reason text,
        outcome_sent integer,
        outcome_published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE whatsapp_notifications (
        id uuid PRIMARY KEY,
        order_id uuid,
        recipient_type text NOT NULL CHECK (recipient_type IN ('admin', 'vendor', 'company', 'customer')),
        -- Tells the vendors of one order apart (vendor id); empty for the other recipient types.
        recipient_key text NOT NULL DEFAULT '',
        recipient_number text NOT NULL,
        message_content text NOT NULL,
        -- The Cloud API message (type + text or template) without "to", as planned.
        outgoing_message jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'delivered', 'failed')),
        provider_message_id text,
        error_message text,
        attempts integer NOT NULL DEFAULT 0,
        -- A sender working on the row holds it (claim_token) until claimed_until; after a crash another
        -- sender picks it up once that has passed.
        claim_token uuid,
        claimed_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        delivered_at timestamptz
      )`);
    // One message per order and recipient, whatever happens to the event.
    await db.query(`
      CREATE UNIQUE INDEX whatsapp_notifications_order_recipient_key
        ON whatsapp_notifications (order_id, recipient_type, recipient_key) WHERE order_id IS NOT NULL`);
    await db.query(`
      CREATE UNIQUE INDEX whatsapp_notifications_provider_message_key
        ON whatsapp_notifications (provider_message_id) WHERE provider_message_id IS NOT NULL`);
    await db.query(
      `CREATE INDEX whatsapp_notifications_created_idx ON whatsapp_notifications (created_at DESC)`,
    );
    await db.query(
      `CREATE INDEX whatsapp_notifications_status_created_idx ON whatsapp_notifications (status, created_at DESC)`,
    );
    await db.query(`
      CREATE INDEX whatsapp_notifications_pending_idx
        ON whatsapp_notifications (created_at) WHERE status = 'pending'`);
    await db.query(`
      CREATE TABLE whatsapp_status_receipts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        provider_message_id text NOT NULL,
        status text NOT NULL,
        error_message text,
        occurred_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX whatsapp_status_receipts_message_idx ON whatsapp_status_receipts (provider_message_id)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE whatsapp_status_receipts');
    await db.query('DROP TABLE whatsapp_notifications');
    await db.query('DROP TABLE order_notification_runs');
    await db.query('DROP TABLE whatsapp_message_templates');
    await db.query('DROP TABLE whatsapp_config');
  }
}
