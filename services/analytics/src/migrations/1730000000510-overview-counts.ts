import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin overview's people and product counts, kept instead of counted per request (a count over 100,000
 * products and every user on each dashboard load would not stay fast). Statement-level triggers with transition
 * tables keep them from every writer — the projection writers, a bulk load, the rebuild (its TRUNCATE resets
 * them) — one row per table, so a people change and a stock change never wait for each other.
 * The FILTERs are the overview's definitions: users not deleted with an email; products active above 0 kg,
 * low stock at 10 kg or less (spec 2 §4, §9).
 */
const USER_COUNTS = `
  count(*) FILTER (WHERE NOT deleted AND email <> '') AS total_users,
  count(*) FILTER (WHERE NOT deleted AND email <> '' AND role = 'consumer') AS consumers,
  count(*) FILTER (WHERE NOT deleted AND email <> '' AND role = 'vendor') AS vendors,
  count(*) FILTER (WHERE NOT deleted AND email <> '' AND role = 'sales_manager') AS sales_managers,
  count(*) FILTER (WHERE NOT deleted AND email <> '' AND role = 'vendor' AND verification_status = 'pending')
    AS pending_verifications`;
const USER_COLUMNS = ['total_users', 'consumers', 'vendors', 'sales_managers', 'pending_verifications'];

const PRODUCT_COUNTS = `
  count(*) AS total_products,
  count(*) FILTER (WHERE stock_quantity > 0) AS active_products,
  count(*) FILTER (WHERE stock_quantity <= 10) AS low_stock_products`;
const PRODUCT_COLUMNS = ['total_products', 'active_products', 'low_stock_products'];

/** SET col = col + (new rows' count) - (old rows' count), for each column. */
const adjust = (columns: string[], sign: '+' | '-', from: string) =>
  columns.map((c) => `${c} = ${c} ${sign} (SELECT ${c} FROM ${from})`).join(', ');

function counterTriggers(table: string, countsTable: string, counts: string, columns: string[]): string[] {
  const fn = `${countsTable}_keep`;
  const reset = columns.map((c) => `${c} = 0`).join(', ');
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'TRUNCATE' THEN
         UPDATE ${countsTable} SET ${reset};
         RETURN NULL;
       END IF;
       IF TG_OP IN ('INSERT', 'UPDATE') THEN
         WITH n AS (SELECT ${counts} FROM new_rows) UPDATE ${countsTable} SET ${adjust(columns, '+', 'n')};
       END IF;
       IF TG_OP IN ('UPDATE', 'DELETE') THEN
         WITH o AS (SELECT ${counts} FROM old_rows) UPDATE ${countsTable} SET ${adjust(columns, '-', 'o')};
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ${table}_counted_insert AFTER INSERT ON ${table}
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${table}_counted_update AFTER UPDATE ON ${table}
       REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${table}_counted_delete AFTER DELETE ON ${table}
       REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${table}_counted_truncate AFTER TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  ];
}

export class OverviewCounts1730000000510 implements MigrationInterface {
  name = 'OverviewCounts1730000000510';

  async up(db: QueryRunner): Promise<void> {
    for (const [countsTable, source, counts, columns] of [
      ['user_counts', 'users', USER_COUNTS, USER_COLUMNS],
      ['product_counts', 'products', PRODUCT_COUNTS, PRODUCT_COLUMNS],
    ] as const) {
      const definitions = columns.map((c) => `${c} bigint NOT NULL DEFAULT 0`).join(', ');
      await db.query(
        `CREATE TABLE ${countsTable} (one boolean PRIMARY KEY DEFAULT true CHECK (one), ${definitions})`,
      );
      await db.query(
        `INSERT INTO ${countsTable} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM (SELECT ${counts} FROM ${source}) c`,
      );
      for (const statement of counterTriggers(source, countsTable, counts, [...columns]))
        await db.query(statement);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [countsTable, source] of [
      ['user_counts', 'users'],
      ['product_counts', 'products'],
    ]) {
      for (const op of ['insert', 'update', 'delete', 'truncate'])
        await db.query(`DROP TRIGGER ${source}_counted_${op} ON ${source}`);
      await db.query(`DROP FUNCTION ${countsTable}_keep()`);
      await db.query(`DROP TABLE ${countsTable}`);
    }
  }
}
