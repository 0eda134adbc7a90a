import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Slots the kept totals are spread over: each writing connection adds to its own slot (by backend pid), so
 * concurrent product writes (checkout's reservations above all) do not queue behind one hot row until they
 * commit. The overview sums the slots.
 */
export const PRODUCT_TOTALS_SLOTS = 16;

/**
 * The sales overview's figures kept as totals (spec 2 §7: live products, pending = stock 0, approved =
 * stock above 0, Σ price × stock), so a request reads 16 small rows instead of aggregating every product.
 * Triggers keep them in the writing transaction, whoever writes (ProductsWriter, checkout's reservations,
 * orders' sales and cancellations, the seeders, plain SQL); TRUNCATE resets them.
 */
export class ProductTotals1730000000260 implements MigrationInterface {
  name = 'ProductTotals1730000000260';

  async up(db: QueryRunner): Promise<void> {
    // A slot's figures may go below zero (a product created on one connection, deleted on another): only
    // the sum over the slots means anything.
    await db.query(`
      CREATE TABLE product_totals (
        slot smallint PRIMARY KEY,
        live_products bigint NOT NULL DEFAULT 0,
        out_of_stock bigint NOT NULL DEFAULT 0,
        in_stock bigint NOT NULL DEFAULT 0,
        stock_value numeric NOT NULL DEFAULT 0
      )`);
    await db.query(
      `INSERT INTO product_totals (slot) SELECT generate_series(0, ${PRODUCT_TOTALS_SLOTS - 1})`,
    );
    // Inserts, bulk ones above all (seeders), add a whole statement's rows at once.
    await db.query(`
      CREATE FUNCTION product_totals_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE product_totals t
           SET live_products = t.live_products + n.live, out_of_stock = t.out_of_stock + n.out_of_stock,
               in_stock = t.in_stock + n.in_stock, stock_value = t.stock_value + n.stock_value
          FROM (SELECT count(*) AS live, count(*) FILTER (WHERE stock_quantity = 0) AS out_of_stock,
                       count(*) FILTER (WHERE stock_quantity > 0) AS in_stock,
                       COALESCE(sum(price * stock_quantity), 0) AS stock_value
                  FROM new_rows WHERE deleted_at IS NULL) n
         WHERE t.slot = pg_backend_pid() % ${PRODUCT_TOTALS_SLOTS} AND n.live > 0;
        RETURN NULL;
      END $$`);
    // Updates and deletes row by row: with an UPDATE trigger capturing transition tables, checkout's
    // one-statement reservation (RESERVE_SQL) sometimes failed its stock CHECK when the product changed
    // concurrently (PostgreSQL 15, seen in product-totals.int-spec); row triggers never did.
    await db.query(`
      CREATE FUNCTION product_totals_apply_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        d_live int := 0;
        d_out int := 0;
        d_in int := 0;
        d_value numeric := 0;
      BEGIN
        IF TG_OP = 'UPDATE' AND NEW.deleted_at IS NULL THEN
          d_live := 1;
          d_out := (NEW.stock_quantity = 0)::int;
          d_in := (NEW.stock_quantity > 0)::int;
          d_value := NEW.price * NEW.stock_quantity;
        END IF;
        IF OLD.deleted_at IS NULL THEN
          d_live := d_live - 1;
          d_out := d_out - (OLD.stock_quantity = 0)::int;
          d_in := d_in - (OLD.stock_quantity > 0)::int;
          d_value := d_value - OLD.price * OLD.stock_quantity;
        END IF;
        UPDATE product_totals t
           SET live_products = t.live_products + d_live, out_of_stock = t.out_of_stock + d_out,
               in_stock = t.in_stock + d_in, stock_value = t.stock_value + d_value
         WHERE t.slot = pg_backend_pid() % ${PRODUCT_TOTALS_SLOTS};
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION product_totals_reset() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE product_totals SET live_products = 0, out_of_stock = 0, in_stock = 0, stock_value = 0;
        RETURN NULL;
      END $$`);
    // Creating the triggers locks out product writers until this migration commits: the backfill below
    // counts exactly the rows the triggers will not see.
    await db.query(`
      CREATE TRIGGER product_totals_insert AFTER INSERT ON products
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_totals_add_inserted()`);
    // Most updates (orders' counts, names, images) change none of the figures: no slot is touched.
    await db.query(`
      CREATE TRIGGER product_totals_update AFTER UPDATE ON products FOR EACH ROW
      WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.stock_quantity IS DISTINCT FROM NEW.stock_quantity
            OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
      EXECUTE FUNCTION product_totals_apply_change()`);
    await db.query(`
      CREATE TRIGGER product_totals_delete AFTER DELETE ON products
      FOR EACH ROW EXECUTE FUNCTION product_totals_apply_change()`);
    await db.query(`
      CREATE TRIGGER product_totals_truncate AFTER TRUNCATE ON products
      FOR EACH STATEMENT EXECUTE FUNCTION product_totals_reset()`);
    await db.query(`
      UPDATE product_totals t
         SET live_products = n.live, out_of_stock = n.out_of_stock, in_stock = n.in_stock,
             stock_value = n.stock_value
        FROM (SELECT count(*) AS live, count(*) FILTER (WHERE stock_quantity = 0) AS out_of_stock,
                     count(*) FILTER (WHERE stock_quantity > 0) AS in_stock,
                     COALESCE(sum(price * stock_quantity), 0) AS stock_value
                FROM products WHERE deleted_at IS NULL) n
       WHERE t.slot = 0`);
    // Only the overview read this index; the kept totals replace it.
    await db.query(`DROP INDEX IF EXISTS products_live_stock_price_idx`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX products_live_stock_price_idx ON products (stock_quantity, price) WHERE deleted_at IS NULL`,
    );
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      await db.query(`DROP TRIGGER product_totals_${event} ON products`);
    for (const name of ['add_inserted', 'apply_change', 'reset'])
      await db.query(`DROP FUNCTION product_totals_${name}()`);
    await db.query(`DROP TABLE product_totals`);
  }
}
