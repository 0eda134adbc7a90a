import { api } from '../../app/api.js';
import { apiUrl, type ApiBody, type ApiResult } from '../../app/api-routes.js';

/** The sales-manager form's calls (spec 2 §7): approved vendors for the select, and the new product. */
export const salesProductApi = api
  .enhanceEndpoints({ addTagTypes: ['SalesOverview', 'SalesAuditLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listSalesVendors: build.query<ApiResult<'/sales/vendors', 'get'>, void>({
        query: () => apiUrl('/sales/vendors'),
      }),
      createSalesProduct: build.mutation<
        ApiResult<'/sales/products', 'post'>,
        ApiBody<'/sales/products', 'post'>
      >({
        query: (body) => ({ url: apiUrl('/sales/products'), method: 'POST', body }),
        // The dashboard's figures and the audit log both change with a new product.
        invalidatesTags: (result) => (result ? ['SalesOverview', 'SalesAuditLog'] : []),
      }),
    }),
  });

export const { useListSalesVendorsQuery, useCreateSalesProductMutation } = salesProductApi;
