/** The consumer orders texts of spec 2 §2 and §8 (not in @ihe/contracts: the web app alone shows them). */
export const ORDERS_MESSAGES = {
  loadFailed: 'Failed to load orders',
  noOrders: "You haven't placed any orders yet",
  noMatches: 'No orders match your current filters',
  orderNotFound: 'Order not found',
  reorderNothing: 'None of these products can be added to your cart right now',
  reorderInterrupted: 'Some items could not be added. Please try again.',
  reorderFailed: 'Failed to add the items to your cart. Please try again.',
} as const;
