import type {
  VendorProductChangesRequest,
  VendorProductListResponse,
  VendorProductView,
} from '@ihe/contracts';
import { api } from '../../app/api.js';

/** The vendor's own products; a change also moves the dashboard's Active Products. */
export const VENDOR_PRODUCT_LIST_TAG = { type: 'VendorProduct', id: 'LIST' } as const;

export const vendorProductsApi = api
  .enhanceEndpoints({ addTagTypes: ['VendorProduct', 'VendorDashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listVendorProducts: build.query<VendorProductListResponse, string>({
        query: (search) =>
          search.trim() ? `/vendor/products?search=${encodeURIComponent(search.trim())}` : '/vendor/products',
        providesTags: [VENDOR_PRODUCT_LIST_TAG],
      }),
      updateVendorProduct: build.mutation<
        VendorProductView,
        { id: string; changes: VendorProductChangesRequest }
      >({
        query: ({ id, changes }) => ({
          url: `/vendor/products/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body: changes,
        }),
        invalidatesTags: [VENDOR_PRODUCT_LIST_TAG, 'VendorDashboard'],
      }),
      deleteVendorProduct: build.mutation<void, string>({
        query: (id) => ({ url: `/vendor/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: [VENDOR_PRODUCT_LIST_TAG, 'VendorDashboard'],
      }),
    }),
  });

export const { useListVendorProductsQuery, useUpdateVendorProductMutation, useDeleteVendorProductMutation } =
  vendorProductsApi;
