import { BadRequestException } from '@nestjs/common';
import { ORDER_LIMITS, ORDER_MESSAGES, ORDER_STATUSES, type OrderStatus } from '@ihe/contracts';

/** A checked GET /api/v1/orders query. */
export interface OrderListCriteria {
  /** Trimmed; null when absent or blank. */
  search: string | null;
  /** null = every status. */
  status: OrderStatus | null;
  page: number;
  pageSize: number;
}

const KNOWN = ['search', 'status', 'page', 'pageSize'] as const;
const WHOLE_NUMBER = /^[0-9]{1,9}$/;
const bad = (message: string) => new BadRequestException(message);

/** Unknown, repeated or out-of-range parameters are a 400 saying what is wrong; blank counts as absent. */
export function parseOrderListQuery(raw: Record<string, unknown>): OrderListCriteria {
  const unknown = Object.keys(raw).find((key) => !(KNOWN as readonly string[]).includes(key));
  if (unknown !== undefined) throw bad(ORDER_MESSAGES.unknownQueryParameter(unknown));
  const value = (name: (typeof KNOWN)[number]): string | undefined => {
    const given = raw[name];
    if (given === undefined) return undefined;
    if (Array.isArray(given)) throw bad(ORDER_MESSAGES.repeatedQueryParameter(name));
    if (typeof given !== 'string') throw bad(ORDER_MESSAGES.unknownQueryParameter(`${name}[…]`));
    return given.trim() || undefined;
  };
  const search = value('search') ?? null;
  if (search !== null && search.length > ORDER_LIMITS.searchMax) throw bad(ORDER_MESSAGES.searchTooLong);
  const status = value('status')?.toLowerCase();
  if (status !== undefined && status !== 'all' && !(ORDER_STATUSES as readonly string[]).includes(status))
    throw bad(ORDER_MESSAGES.invalidStatus);
  return {
    search,
    status: status === undefined || status === 'all' ? null : (status as OrderStatus),
    page: wholeNumber(value('page'), 1, Number.MAX_SAFE_INTEGER, ORDER_MESSAGES.invalidPage),
    pageSize: wholeNumber(
      value('pageSize'),
      ORDER_LIMITS.pageSizeDefault,
      ORDER_LIMITS.pageSizeMax,
      ORDER_MESSAGES.invalidPageSize,
    ),
  };
}

function wholeNumber(text: string | undefined, fallback: number, max: number, message: string): number {
  if (text === undefined) return fallback;
  if (!WHOLE_NUMBER.test(text)) throw bad(message);
  const number = Number(text);
  if (number < 1 || number > max) throw bad(message);
  return number;
}

/**
 * What an order-id search should match in the id: the consumer sees IHE-1A2B3C (ORD- for vendors, or
 * #…), the id is lowercase hex, so the prefix goes and the case is lowered.
 */
export function orderIdFragment(search: string): string {
  return search.replace(/^(ihe-|ord-|#)/i, '').toLowerCase();
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
