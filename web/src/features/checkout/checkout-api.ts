import type { OrderView, PlaceOrderRequest } from '@ihe/contracts';
import { ordersApi, ORDER_LIST_TAG } from '../consumer-orders/orders-api.js';

export interface PlaceOrderArgs {
  order: PlaceOrderRequest;
  idempotencyKey: string;
}

/** POST /orders: checkout of the consumer's server cart, once per Idempotency-Key. */
export const checkoutApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<OrderView, PlaceOrderArgs>({
      query: ({ order, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body: order,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? [ORDER_LIST_TAG] : []),
    }),
  }),
});

export const { usePlaceOrderMutation } = checkoutApi;
