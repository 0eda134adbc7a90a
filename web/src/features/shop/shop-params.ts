import {
  PRODUCT_SEARCH_MAX_LENGTH,
  SHOP_CATEGORIES,
  SHOP_SORTS,
  type ProductListQuery,
  type ShopCategory,
  type ShopSort,
} from '@ihe/contracts';

/** The shop's state, which lives in the URL (docs/web-ui.md: search, filter, sort and page in the query string). */
export interface ShopParams {
  search: string;
  /**
   * The categories asked for (`category=vegetables,fruits`), lowercased; empty = all. It may name one the
   * shop does not sell (an old link, `category=dairy`): the page then says nothing is found in it.
   */
  categories: string[];
  /** Only organic products (`organic=true`). */
  organic: boolean;
  sort: ShopSort;
  page: number;
}

export const DEFAULT_SHOP_PARAMS: ShopParams = {
  search: '',
  categories: [],
  organic: false,
  sort: 'name',
  page: 1,
};

/** The Select's value for "no category filter". */
export const ALL_CATEGORIES = 'all';

export const SHOP_CATEGORY_OPTIONS: { value: string; label: string }[] = [
  { value: ALL_CATEGORIES, label: 'All Categories' },
  ...SHOP_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) })),
];

export const SHOP_SORT_OPTIONS: { value: ShopSort; label: string }[] = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
];

export function categoryLabel(category: string): string {
  return category ? category[0]!.toUpperCase() + category.slice(1) : category;
}

const isShopCategory = (name: string): name is ShopCategory =>
  (SHOP_CATEGORIES as readonly string[]).includes(name);

/** A hand-typed link cannot make the page show an endless list of names. */
const MAX_CATEGORIES = SHOP_CATEGORIES.length;
const MAX_CATEGORY_LENGTH = 40;

function parseCategories(raw: string | null): string[] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase().slice(0, MAX_CATEGORY_LENGTH))
    .filter((name) => name !== '' && name !== ALL_CATEGORIES);
  return [...new Set(names)].slice(0, MAX_CATEGORIES);
}

/**
 * Reads the query string leniently: categories are lowercased (spec 1 §2), an unknown sort or page falls
 * back to its default, so an old or hand-typed link still shows products.
 */
export function parseShopParams(params: URLSearchParams): ShopParams {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH),
    categories: parseCategories(params.get('category')),
    organic: params.get('organic') === 'true',
    sort: (SHOP_SORTS as readonly string[]).includes(sort) ? (sort as ShopSort) : 'name',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a state; defaults are left out, so /shop stays /shop. */
export function shopSearchParams(state: ShopParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.categories.length > 0) params.set('category', state.categories.join(','));
  if (state.organic) params.set('organic', 'true');
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The same, as text with readable commas (`category=vegetables,fruits`), for links and the address bar. */
export function shopQueryString(state: ShopParams): string {
  return shopSearchParams(state).toString().replace(/%2C/gi, ',');
}

/** The shop's address for that state (a link to one of its pages). */
export function shopPageHref(state: ShopParams): string {
  const query = shopQueryString(state);
  return query ? `/shop?${query}` : '/shop';
}

/** A change of search, filters or sort starts again at page 1; a page change keeps the rest. */
export function changeShopParams(current: ShopParams, change: Partial<ShopParams>): ShopParams {
  const next = { ...current, ...change };
  if (change.search !== undefined) next.search = change.search.trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH);
  if (change.page === undefined) next.page = 1;
  return next;
}

/** Asked-for categories the shop does not sell (e.g. dairy). */
export function unknownCategories(state: ShopParams): string[] {
  return state.categories.filter((name) => !isShopCategory(name));
}

/**
 * What to ask the API for, or null when nothing can match: every category asked for is one the shop
 * does not sell. Unknown names next to known ones add nothing to the match, so they are left out.
 */
export function shopListQuery(state: ShopParams, pageSize: number): ProductListQuery | null {
  const categories = state.categories.filter(isShopCategory);
  if (state.categories.length > 0 && categories.length === 0) return null;
  return {
    search: state.search,
    categories,
    organic: state.organic,
    sort: state.sort,
    page: state.page,
    pageSize,
  };
}

/** The category Select's value and, for a URL naming several or unknown categories, its own option. */
export function categorySelection(state: ShopParams): {
  value: string;
  options: { value: string; label: string }[];
} {
  if (state.categories.length === 0) return { value: ALL_CATEGORIES, options: SHOP_CATEGORY_OPTIONS };
  const value = state.categories.join(',');
  if (SHOP_CATEGORY_OPTIONS.some((option) => option.value === value))
    return { value, options: SHOP_CATEGORY_OPTIONS };
  const label = state.categories.map(categoryLabel).join(', ');
  return { value, options: [...SHOP_CATEGORY_OPTIONS, { value, label }] };
}

/** The Select's choice as state: "All Categories" clears the filter. */
export function categoriesFromSelection(value: string): string[] {
  return value === ALL_CATEGORIES ? [] : parseCategories(value);
}
