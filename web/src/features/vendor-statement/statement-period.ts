import { VENDOR_STATEMENT_PERIODS, type VendorStatementPeriod } from '@ihe/contracts';

/** The URL's query key of the statement's period (the dashboard's other state keeps its own keys). */
export const STATEMENT_PERIOD_PARAM = 'earnings';
export const DEFAULT_STATEMENT_PERIOD: VendorStatementPeriod = 30;

/** The period of the URL when it is one the card offers (7, 30, 90 days), else the default 30. */
export function parseStatementPeriod(value: string | null): VendorStatementPeriod {
  const days = Number(value);
  return (VENDOR_STATEMENT_PERIODS as readonly number[]).includes(days)
    ? (days as VendorStatementPeriod)
    : DEFAULT_STATEMENT_PERIOD;
}
