import type { OrderStatus } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { apiUrl, withQuery, type ApiBody, type ApiQuery, type ApiResult } from '../../app/api-routes.js';

export interface VendorOrderListArgs {
  search?: string;
  status?: OrderStatus;
  page?: number;
  pageSize?: number;
}

/** The query string of GET /vendor/orders: only what is set. */
export function vendorOrderListQuery({ search, status, page, pageSize }: VendorOrderListArgs): string {
  const query: ApiQuery<'/vendor/orders', 'get'> = {};
  if (search?.trim()) query.search = search.trim();
  if (status) query.status = status;
  if (page && page > 1) query.page = String(page);
  if (pageSize) query.pageSize = String(pageSize);
  return withQuery(apiUrl('/vendor/orders'), query);
}

/** Orders containing the vendor's products, with only its own lines; a status change moves the dashboard too. */
export const vendorOrdersApi = api
  .enhanceEndpoints({ addTagTypes: ['VendorOrder', 'VendorDashboard', 'VendorProduct'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listVendorOrders: build.query<ApiResult<'/vendor/orders', 'get'>, VendorOrderListArgs>({
        query: vendorOrderListQuery,
        providesTags: ['VendorOrder'],
      }),
      updateVendorOrderStatus: build.mutation<
        ApiResult<'/vendor/orders/{orderId}/status', 'post'>,
        ApiBody<'/vendor/orders/{orderId}/status', 'post'> & { orderId: string }
      >({
        query: ({ orderId, status }) => ({
          url: apiUrl('/vendor/orders/{orderId}/status', { orderId }),
          method: 'POST',
          body: { status },
        }),
        // A declined part returns its stock; orders and revenue per product follow.
        invalidatesTags: ['VendorOrder', 'VendorDashboard', 'VendorProduct'],
      }),
    }),
  });

export const { useListVendorOrdersQuery, useUpdateVendorOrderStatusMutation } = vendorOrdersApi;

/** A live order.status-changed (or a reconnect): everything the vendor area shows about orders loads again. */
export const refreshVendorOrders = () =>
  vendorOrdersApi.util.invalidateTags(['VendorOrder', 'VendorDashboard', 'VendorProduct']);
