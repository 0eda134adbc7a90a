import { api } from '../../app/api.js';
import { apiUrl, withQuery, type ApiBody, type ApiQuery, type ApiResult } from '../../app/api-routes.js';

/** The vendor's own products; a change also moves the dashboard's Active Products. */
export const VENDOR_PRODUCT_LIST_TAG = { type: 'VendorProduct', id: 'LIST' } as const;

export const vendorProductsApi = api
  .enhanceEndpoints({ addTagTypes: ['VendorProduct', 'VendorDashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listVendorProducts: build.query<ApiResult<'/vendor/products', 'get'>, string>({
        query: (search) =>
          withQuery(apiUrl('/vendor/products'), {
            search: search.trim() || undefined,
          } satisfies ApiQuery<'/vendor/products', 'get'>),
        providesTags: [VENDOR_PRODUCT_LIST_TAG],
      }),
      updateVendorProduct: build.mutation<
        ApiResult<'/vendor/products/{id}', 'patch'>,
        { id: string; changes: ApiBody<'/vendor/products/{id}', 'patch'> }
      >({
        query: ({ id, changes }) => ({
          url: apiUrl('/vendor/products/{id}', { id }),
          method: 'PATCH',
          body: changes,
        }),
        invalidatesTags: [VENDOR_PRODUCT_LIST_TAG, 'VendorDashboard'],
      }),
      deleteVendorProduct: build.mutation<ApiResult<'/vendor/products/{id}', 'delete'>, string>({
        query: (id) => ({ url: apiUrl('/vendor/products/{id}', { id }), method: 'DELETE' }),
        invalidatesTags: [VENDOR_PRODUCT_LIST_TAG, 'VendorDashboard'],
      }),
    }),
  });

export const { useListVendorProductsQuery, useUpdateVendorProductMutation, useDeleteVendorProductMutation } =
  vendorProductsApi;
