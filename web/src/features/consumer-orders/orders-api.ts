import type { OrderStatus } from '@ihe/contracts';
import { ORDER_LIMITS } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { apiUrl, withQuery, type ApiQuery, type ApiResult, type ApiSchema } from '../../app/api-routes.js';

type OrderView = ApiSchema<'OrderView'>;
type OrderListResponse = ApiResult<'/orders', 'get'>;

export interface OrderListArgs {
  search?: string;
  status?: OrderStatus;
  page?: number;
  pageSize?: number;
}

/** Tag of the order lists; single orders are tagged by id as well. */
export const ORDER_LIST_TAG = { type: 'Order', id: 'LIST' } as const;

const orderTags = (orders: OrderView[] | undefined) => [
  ORDER_LIST_TAG,
  ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
];

/** The query string of GET /orders: only what is set, so the server sees no blank parameters. */
export function orderListQuery({ search, status, page, pageSize }: OrderListArgs): string {
  const query: ApiQuery<'/orders', 'get'> = {};
  if (search?.trim()) query.search = search.trim();
  if (status) query.status = status;
  if (page && page > 1) query.page = String(page);
  if (pageSize) query.pageSize = String(pageSize);
  return withQuery(apiUrl('/orders'), query);
}

/** The signed-in consumer's orders (spec 2 §7: own orders, newest first). */
export const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderListResponse, OrderListArgs>({
      query: (args) => orderListQuery(args),
      providesTags: (result) => orderTags(result?.items),
    }),
    /**
     * Every order, newest first, for the dashboard's figures (Total Spent needs them all). Pages of the
     * largest size the server allows, so a typical buyer costs one request.
     */
    listAllOrders: build.query<OrderView[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const orders: OrderView[] = [];
        for (let page = 1; ; page++) {
          const result = await baseQuery(orderListQuery({ page, pageSize: ORDER_LIMITS.pageSizeMax }));
          if (result.error) return { error: result.error };
          const body = result.data as OrderListResponse | null;
          const items = body?.items ?? [];
          orders.push(...items);
          if (items.length === 0 || orders.length >= (body?.total ?? 0)) return { data: orders };
        }
      },
      providesTags: (result) => orderTags(result),
    }),
    getOrder: build.query<ApiResult<'/orders/{id}', 'get'>, string>({
      query: (id) => apiUrl('/orders/{id}', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useListOrdersQuery, useListAllOrdersQuery, useGetOrderQuery } = ordersApi;
