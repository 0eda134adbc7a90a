import { MessagingTables1730000000000 } from '@ihe/platform';
import { CatalogTables1730000000200 } from './1730000000200-catalog-tables.js';

export const catalogMigrations = [MessagingTables1730000000000, CatalogTables1730000000200];
