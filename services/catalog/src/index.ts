export { CatalogModule } from './catalog.module.js';
export { startCatalog } from './start-catalog.js';
export { loadCatalogSettings } from './catalog.settings.js';
export { ProductsWriter, type StockChangeReason } from './products/products.writer.js';
export type { NewProduct, ProductChanges } from './products/product-input.js';
export { DemoCatalogSeeder } from './demo-data/demo-catalog.seeder.js';
