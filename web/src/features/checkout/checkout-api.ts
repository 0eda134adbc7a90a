import { apiUrl, type ApiBody, type ApiResult } from '../../app/api-routes.js';
import { ordersApi, ORDER_LIST_TAG } from '../consumer-orders/orders-api.js';

export interface PlaceOrderArgs {
  order: ApiBody<'/orders', 'post'>;
  idempotencyKey: string;
}

/** POST /orders: checkout of the consumer's server cart, once per Idempotency-Key. */
export const checkoutApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<ApiResult<'/orders', 'post'>, PlaceOrderArgs>({
      query: ({ order, idempotencyKey }) => ({
        url: apiUrl('/orders'),
        method: 'POST',
        body: order,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? [ORDER_LIST_TAG] : []),
    }),
  }),
});

export const { usePlaceOrderMutation } = checkoutApi;
