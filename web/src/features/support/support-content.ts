import { DELIVERY } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';
import { CONTACT_DETAILS } from '../layout/site-links.js';

/**
 * Contact methods of the support centre (spec 2 §2). The spec names no phone number or chat hours:
 * the phone is a placeholder for the business to confirm (reported to the lead).
 */
export const SUPPORT_CONTACT = {
  email: CONTACT_DETAILS.email,
  phone: '+234 800 000 0000',
  phoneHref: 'tel:+2348000000000',
  hours: 'Mon–Sat, 8am–8pm',
} as const;

export const SUPPORT_FAQ = [
  {
    key: 'order',
    question: 'How do I place an order?',
    answer:
      'Create a consumer account, add products to your cart from the shop, then go to checkout. Enter your delivery address, choose a payment method and confirm.',
  },
  {
    key: 'payment',
    question: 'Which payment methods can I use?',
    answer: 'Credit or debit card, bank transfer, cash on delivery and mobile money.',
  },
  {
    key: 'delivery-fee',
    question: 'How much is delivery?',
    answer: `Delivery is free when your order subtotal is above ${formatNaira(DELIVERY.freeAboveSubtotal)}; otherwise it is ${formatNaira(DELIVERY.fee)}. For large loads, use the logistics page for a quote.`,
  },
  {
    key: 'issues',
    question: 'Something was wrong with my delivery. What should I do?',
    answer:
      'Report delivery or quality issues within 24 hours of receiving your order, using the support form on this page. Choose the Delivery or Product category and tell us your order number.',
  },
  {
    key: 'vendor',
    question: 'How do I sell on Ihe Market?',
    answer:
      'Sign up as a Vendor/Farmer. Our team verifies your farm or business first; you will get an email once you are approved and can then add your products.',
  },
  {
    key: 'track',
    question: 'How do I track my order?',
    answer: 'Log in and open My Orders from your account menu to see the status of every order.',
  },
] as const;

export const SYSTEM_STATUS = ['Website and shop', 'Orders and checkout', 'Payments', 'Logistics'] as const;
