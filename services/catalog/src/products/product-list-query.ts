import { BadRequestException } from '@nestjs/common';
import {
  CATALOG_MESSAGES,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SEARCH_MAX_LENGTH,
  SHOP_CATEGORIES,
  SHOP_SORTS,
  type ShopCategory,
  type ShopSort,
} from '@ihe/contracts';

/** A checked GET /api/v1/products query. */
export interface ProductListCriteria {
  /** Trimmed; null when absent or blank. */
  search: string | null;
  /** Products in any of these; empty = all categories. */
  categories: ShopCategory[];
  /** Only products flagged organic. */
  organic: boolean;
  sort: ShopSort;
  page: number;
  pageSize: number;
}

const KNOWN_PARAMETERS = ['search', 'category', 'organic', 'sort', 'page', 'pageSize'] as const;
type Parameter = (typeof KNOWN_PARAMETERS)[number];
const WHOLE_NUMBER = /^[0-9]{1,9}$/;

const bad = (message: string) => new BadRequestException(message);

/**
 * Checks the raw query string values; anything unknown, repeated or out of range is a 400 with a message
 * saying what is wrong. A blank value counts as not given.
 */
export function parseProductListQuery(raw: Record<string, unknown>): ProductListCriteria {
  const unknown = Object.keys(raw).find((key) => !(KNOWN_PARAMETERS as readonly string[]).includes(key));
  if (unknown !== undefined) throw bad(CATALOG_MESSAGES.unknownQueryParameter(unknown));
  const value = (name: Parameter): string | undefined => {
    const given = raw[name];
    if (given === undefined) return undefined;
    if (Array.isArray(given)) throw bad(CATALOG_MESSAGES.repeatedQueryParameter(name));
    if (typeof given !== 'string') throw bad(CATALOG_MESSAGES.unknownQueryParameter(`${name}[…]`));
    const trimmed = given.trim();
    return trimmed === '' ? undefined : trimmed;
  };
  return {
    search: parseSearch(value('search')),
    categories: parseCategories(value('category')),
    organic: parseOrganic(value('organic')),
    sort: parseSort(value('sort')),
    page: parseWholeNumber(value('page'), 1, 1, Number.MAX_SAFE_INTEGER, CATALOG_MESSAGES.invalidPage),
    pageSize: parseWholeNumber(
      value('pageSize'),
      PRODUCT_PAGE_SIZE.default,
      1,
      PRODUCT_PAGE_SIZE.max,
      CATALOG_MESSAGES.invalidPageSize,
    ),
  };
}

function parseSearch(search: string | undefined): string | null {
  if (search === undefined) return null;
  if (search.length > PRODUCT_SEARCH_MAX_LENGTH) throw bad(CATALOG_MESSAGES.searchTooLong);
  return search;
}

/** One category or several separated by commas (`vegetables,fruits`), any case; `all` alone = all. */
function parseCategories(text: string | undefined): ShopCategory[] {
  if (text === undefined) return [];
  const names = text.split(',').map((name) => name.trim().toLowerCase());
  if (names.length === 1 && names[0] === 'all') return [];
  if (!names.every((name) => (SHOP_CATEGORIES as readonly string[]).includes(name)))
    throw bad(CATALOG_MESSAGES.invalidCategory);
  // In the shop's order without repeats, so equal filters share a cache entry.
  return SHOP_CATEGORIES.filter((category) => names.includes(category));
}

function parseOrganic(text: string | undefined): boolean {
  if (text === undefined) return false;
  if (text !== 'true') throw bad(CATALOG_MESSAGES.invalidOrganic);
  return true;
}

function parseSort(sort: string | undefined): ShopSort {
  if (sort === undefined) return 'name';
  if (!(SHOP_SORTS as readonly string[]).includes(sort)) throw bad(CATALOG_MESSAGES.invalidSort);
  return sort as ShopSort;
}

function parseWholeNumber(
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
  message: string,
): number {
  if (text === undefined) return fallback;
  if (!WHOLE_NUMBER.test(text)) throw bad(message);
  const number = Number(text);
  if (number < min || number > max) throw bad(message);
  return number;
}
