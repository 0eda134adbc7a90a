import { api } from '../../app/api.js';
import { apiUrl, type ApiBody, type ApiResult, type ApiSchema } from '../../app/api-routes.js';

/** Every cart route answers the whole cart. */
type CartView = ApiSchema<'CartView'>;

export interface SetCartItemQuantityArgs {
  productId: string;
  quantity: number;
}

/** The consumer's server cart (GET /cart). */
const cartQueryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<ApiResult<'/cart', 'get'>, void>({ query: () => apiUrl('/cart') }),
  }),
});

/**
 * Changes to the server cart. Every change answers the whole cart, which is written straight into
 * the getCart cache: no second round trip on a slow connection.
 */
export const cartApi = cartQueryApi.injectEndpoints({
  endpoints: (build) => ({
    addCartItem: build.mutation<ApiResult<'/cart/items', 'post'>, ApiBody<'/cart/items', 'post'>>({
      query: (body) => ({ url: apiUrl('/cart/items'), method: 'POST', body }),
      onQueryStarted: (_arg, lifecycle) => storeAnsweredCart(lifecycle),
    }),
    /** A quantity of 0 or less removes the line (spec 1 §5). */
    setCartItemQuantity: build.mutation<
      ApiResult<'/cart/items/{productId}', 'patch'>,
      SetCartItemQuantityArgs
    >({
      query: ({ productId, quantity }) => ({
        url: apiUrl('/cart/items/{productId}', { productId }),
        method: 'PATCH',
        body: { quantity } satisfies ApiBody<'/cart/items/{productId}', 'patch'>,
      }),
      onQueryStarted: (_arg, lifecycle) => storeAnsweredCart(lifecycle),
    }),
    removeCartItem: build.mutation<ApiResult<'/cart/items/{productId}', 'delete'>, string>({
      query: (productId) => ({ url: apiUrl('/cart/items/{productId}', { productId }), method: 'DELETE' }),
      onQueryStarted: (_arg, lifecycle) => storeAnsweredCart(lifecycle),
    }),
    /** PUT /cart: the cart kept in the browser, merged into the server cart after login (spec 1 §4). */
    mergeCart: build.mutation<ApiResult<'/cart', 'put'>, ApiBody<'/cart', 'put'>>({
      query: (body) => ({ url: apiUrl('/cart'), method: 'PUT', body }),
      onQueryStarted: (_arg, lifecycle) => storeAnsweredCart(lifecycle),
    }),
  }),
});

interface MutationLifecycle {
  dispatch: (action: ReturnType<typeof cartQueryApi.util.upsertQueryData>) => unknown;
  queryFulfilled: Promise<{ data: CartView }>;
}

async function storeAnsweredCart({ dispatch, queryFulfilled }: MutationLifecycle): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(cartQueryApi.util.upsertQueryData('getCart', undefined, data));
  } catch {
    // The caller sees the failure through the mutation's own result.
  }
}

export const {
  useGetCartQuery,
  useAddCartItemMutation,
  useSetCartItemQuantityMutation,
  useRemoveCartItemMutation,
  useMergeCartMutation,
} = cartApi;
