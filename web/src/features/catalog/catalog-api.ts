import type {
  CategoryCountsResponse,
  ProductListQuery,
  ProductListResponse,
  ProductView,
} from '@ihe/contracts';
import { api } from '../../app/api.js';

/** Only what differs from the server's defaults goes in the query string (shorter, better cached). */
export function productListParams(query: ProductListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.search?.trim()) params.search = query.search.trim();
  if (query.categories?.length) params.category = query.categories.join(',');
  if (query.organic) params.organic = 'true';
  if (query.sort && query.sort !== 'name') params.sort = query.sort;
  if (query.page && query.page > 1) params.page = String(query.page);
  if (query.pageSize) params.pageSize = String(query.pageSize);
  return params;
}

/** The public catalog (no token needed): the shop's listing, one product, the home page's counts. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductListResponse, ProductListQuery>({
      query: (query) => ({ url: '/products', params: productListParams(query) }),
    }),
    getProduct: build.query<ProductView, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
    }),
    getCategoryCounts: build.query<CategoryCountsResponse, void>({ query: () => '/categories/counts' }),
  }),
});

export const { useListProductsQuery, useGetProductQuery, useGetCategoryCountsQuery } = catalogApi;
