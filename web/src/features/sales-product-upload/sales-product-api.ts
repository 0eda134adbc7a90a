import type { NewSalesProductRequest, SalesProductView, SalesVendorsResponse } from '@ihe/contracts';
import { api } from '../../app/api.js';

/** The sales-manager form's calls (spec 2 §7): approved vendors for the select, and the new product. */
export const salesProductApi = api
  .enhanceEndpoints({ addTagTypes: ['SalesOverview', 'SalesAuditLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listSalesVendors: build.query<SalesVendorsResponse, void>({ query: () => '/sales/vendors' }),
      createSalesProduct: build.mutation<SalesProductView, NewSalesProductRequest>({
        query: (body) => ({ url: '/sales/products', method: 'POST', body }),
        // The dashboard's figures and the audit log both change with a new product.
        invalidatesTags: (result) => (result ? ['SalesOverview', 'SalesAuditLog'] : []),
      }),
    }),
  });

export const { useListSalesVendorsQuery, useCreateSalesProductMutation } = salesProductApi;
