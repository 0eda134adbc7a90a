import { MessagingTables1730000000000, PeriodicTaskRuns1730000000050 } from '@ihe/platform';
import { CatalogTables1730000000200 } from './1730000000200-catalog-tables.js';
import { StockReservations1730000000210 } from './1730000000210-stock-reservations.js';
import { WholeNairaPrices1730000000220 } from './1730000000220-whole-naira-prices.js';
import { ProductOrderLines1730000000240 } from './1730000000240-product-order-lines.js';
import { SalesAuditLog1730000000250 } from './1730000000250-sales-audit-log.js';
import { ProductTotals1730000000260 } from './1730000000260-product-totals.js';

export const catalogMigrations = [
  MessagingTables1730000000000,
  PeriodicTaskRuns1730000000050,
  CatalogTables1730000000200,
  StockReservations1730000000210,
  WholeNairaPrices1730000000220,
  ProductOrderLines1730000000240,
  SalesAuditLog1730000000250,
  ProductTotals1730000000260,
];
