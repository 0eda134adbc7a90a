import type { MigrationInterface, QueryRunner } from 'typeorm';

const ORDER_TEMPLATES = `'admin_new_order', 'vendor_new_order', 'company_order_forward', 'customer_order_confirmation'`;

/**
 * Single notices (one message to one recipient after an event: a vendor's approval, an order part
 * shipped or delivered, low stock): their templates sit beside the four order templates, so a
 * recipient type is unique among the order templates only; their log entries are marked with the
 * notice's name, so an order's placement outcome (sent n of m) counts only its placement messages.
 */
export class SingleNotices1730000000610 implements MigrationInterface {
  name = 'SingleNotices1730000000610';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE whatsapp_message_templates
        DROP CONSTRAINT whatsapp_message_templates_template_name_check,
        DROP CONSTRAINT whatsapp_message_templates_recipient_type_key,
        ADD CONSTRAINT whatsapp_message_templates_template_name_check CHECK (template_name IN (${ORDER_TEMPLATES},
          'customer_order_shipped', 'customer_order_delivered', 'vendor_low_stock'))`);
    await db.query(`
      CREATE UNIQUE INDEX whatsapp_message_templates_order_recipient_key
        ON whatsapp_message_templates (recipient_type) WHERE template_name IN (${ORDER_TEMPLATES})`);
    // vendor_approved, customer_order_shipped, …; NULL for an order's placement messages and the test.
    await db.query(`ALTER TABLE whatsapp_notifications ADD COLUMN notice text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE whatsapp_notifications DROP COLUMN notice`);
    await db.query(`DELETE FROM whatsapp_message_templates WHERE template_name NOT IN (${ORDER_TEMPLATES})`);
    await db.query(`DROP INDEX whatsapp_message_templates_order_recipient_key`);
    await db.query(`
      ALTER TABLE whatsapp_message_templates
        DROP CONSTRAINT whatsapp_message_templates_template_name_check,
        ADD CONSTRAINT whatsapp_message_templates_recipient_type_key UNIQUE (recipient_type),
        ADD CONSTRAINT whatsapp_message_templates_template_name_check CHECK (template_name IN (${ORDER_TEMPLATES}))`);
  }
}
