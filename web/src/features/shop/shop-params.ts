import {
  PRODUCT_SEARCH_MAX_LENGTH,
  SHOP_CATEGORIES,
  SHOP_SORTS,
  type ShopCategory,
  type ShopSort,
} from '@ihe/contracts';

/** The shop's state, which lives in the URL (UI.md: search, filter, sort and page in the query string). */
export interface ShopParams {
  search: string;
  category: ShopCategory | 'all';
  sort: ShopSort;
  page: number;
}

export const DEFAULT_SHOP_PARAMS: ShopParams = { search: '', category: 'all', sort: 'name', page: 1 };

export const SHOP_CATEGORY_OPTIONS: { value: ShopParams['category']; label: string }[] = [
  { value: 'all', label: 'All Categories' },
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

/**
 * Reads the query string leniently: the category is lowercased (spec 1 §2), and anything unknown
 * falls back to its default, so an old or hand-typed link still shows products.
 */
export function parseShopParams(params: URLSearchParams): ShopParams {
  const category = (params.get('category') ?? '').trim().toLowerCase();
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH),
    category: (SHOP_CATEGORIES as readonly string[]).includes(category) ? (category as ShopCategory) : 'all',
    sort: (SHOP_SORTS as readonly string[]).includes(sort) ? (sort as ShopSort) : 'name',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a state; defaults are left out, so /shop stays /shop. */
export function shopSearchParams(state: ShopParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of search, category or sort starts again at page 1; a page change keeps the rest. */
export function changeShopParams(current: ShopParams, change: Partial<ShopParams>): ShopParams {
  const next = { ...current, ...change };
  if (change.search !== undefined) next.search = change.search.trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH);
  if (change.page === undefined) next.page = 1;
  return next;
}
