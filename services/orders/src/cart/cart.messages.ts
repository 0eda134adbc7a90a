import { MAX_CART_QUANTITY, MAX_MERGE_ITEMS } from './cart.rules.js';

/**
 * The cart API's error texts (the spec gives none for the server side). Candidates for contracts'
 * CART_MESSAGES once the web app shows them.
 */
export const CART_ERRORS = {
  quantityMin: 'Quantity must be a whole number of at least 1',
  quantityWhole: 'Quantity must be a whole number',
  quantityMax: `Quantity must not exceed ${MAX_CART_QUANTITY}`,
  invalidProductId: 'Invalid product id',
  productNotFound: 'Product not found',
  outOfStock: (name: string) => `${name} is out of stock`,
  itemNotInCart: 'Item not in cart',
  busy: 'Your cart is being changed elsewhere. Please try again.',
  itemsList: 'Items must be a list',
  itemShape: 'Each item must be an object with productId and quantity',
  tooManyItems: `A cart can be merged with at most ${MAX_MERGE_ITEMS} items`,
} as const;
