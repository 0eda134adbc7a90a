export { CatalogModule } from './catalog.module.js';
export { startCatalog } from './start-catalog.js';
export { loadCatalogSettings } from './catalog.settings.js';
export { ProductsWriter, type StockChangeReason } from './products/products.writer.js';
export type { NewProduct, ProductChanges } from './products/product-input.js';
export { DemoCatalogSeeder } from './demo-data/demo-catalog.seeder.js';
// The listing SQL and row mapping, for the benchmark's framework-free baseline.
export { productListSql } from './products/product-list-sql.js';
export { toProductView, type ProductRow } from './products/product-row.js';
// The sales-manager reads (overview, audit-log page), for the sales benchmark's baseline: the same code and SQL.
export { SalesReader } from './sales/sales.reader.js';
export { AuditLogReader, type AuditLogFilter } from './audit-log/audit-log.reader.js';
