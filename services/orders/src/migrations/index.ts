import { MessagingTables1730000000000, PeriodicTaskRuns1730000000050 } from '@ihe/platform';
import { ProductSnapshots1730000000300 } from './1730000000300-product-snapshots.js';
import { CartItems1730000000310 } from './1730000000310-cart-items.js';
import { Orders1730000000320 } from './1730000000320-orders.js';
import { Customers1730000000330 } from './1730000000330-customers.js';
import { CheckoutAttemptsAge1730000000340 } from './1730000000340-checkout-attempts-age.js';
import { WholeNairaPrices1730000000350 } from './1730000000350-whole-naira-prices.js';
import { OrderFulfilments1730000000360 } from './1730000000360-order-fulfilments.js';

export const ordersMigrations = [
  MessagingTables1730000000000,
  PeriodicTaskRuns1730000000050,
  ProductSnapshots1730000000300,
  CartItems1730000000310,
  Orders1730000000320,
  Customers1730000000330,
  CheckoutAttemptsAge1730000000340,
  WholeNairaPrices1730000000350,
  OrderFulfilments1730000000360,
];
