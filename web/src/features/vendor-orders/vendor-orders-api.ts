import type {
  OrderStatus,
  VendorOrderAction,
  VendorOrderListResponse,
  VendorOrderView,
} from '@ihe/contracts';
import { api } from '../../app/api.js';

export interface VendorOrderListArgs {
  search?: string;
  status?: OrderStatus;
  page?: number;
  pageSize?: number;
}

/** The query string of GET /vendor/orders: only what is set. */
export function vendorOrderListQuery({ search, status, page, pageSize }: VendorOrderListArgs): string {
  const params = new URLSearchParams();
  if (search?.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  if (page && page > 1) params.set('page', String(page));
  if (pageSize) params.set('pageSize', String(pageSize));
  const query = params.toString();
  return query ? `/vendor/orders?${query}` : '/vendor/orders';
}

/** Orders containing the vendor's products, with only its own lines; a status change moves the dashboard too. */
export const vendorOrdersApi = api
  .enhanceEndpoints({ addTagTypes: ['VendorOrder', 'VendorDashboard', 'VendorProduct'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listVendorOrders: build.query<VendorOrderListResponse, VendorOrderListArgs>({
        query: vendorOrderListQuery,
        providesTags: ['VendorOrder'],
      }),
      updateVendorOrderStatus: build.mutation<
        VendorOrderView,
        { orderId: string; status: VendorOrderAction }
      >({
        query: ({ orderId, status }) => ({
          url: `/vendor/orders/${encodeURIComponent(orderId)}/status`,
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
