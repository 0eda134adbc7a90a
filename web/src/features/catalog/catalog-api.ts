import type { ProductListQuery } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { apiUrl, type ApiQuery, type ApiResult } from '../../app/api-routes.js';

/** Only what differs from the server's defaults goes in the query string (shorter, better cached). */
export function productListParams(query: ProductListQuery): ApiQuery<'/products', 'get'> {
  const params: ApiQuery<'/products', 'get'> = {};
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
    listProducts: build.query<ApiResult<'/products', 'get'>, ProductListQuery>({
      query: (query) => ({ url: apiUrl('/products'), params: productListParams(query) }),
    }),
    getProduct: build.query<ApiResult<'/products/{id}', 'get'>, string>({
      query: (id) => apiUrl('/products/{id}', { id }),
    }),
    getCategoryCounts: build.query<ApiResult<'/categories/counts', 'get'>, void>({
      query: () => apiUrl('/categories/counts'),
    }),
  }),
});

export const { useListProductsQuery, useGetProductQuery, useGetCategoryCountsQuery } = catalogApi;
