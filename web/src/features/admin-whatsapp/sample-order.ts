import type { WhatsAppRecipientType } from '@ihe/contracts';
import { formatDate, formatDateTime } from '../../components/date-format.js';
import { formatNaira } from '../../components/money.js';
import type { PreviewValues } from './template-preview.js';

/** spec 2 §9: estimated delivery in a message is 3 days (4320 minutes) from now. */
const ESTIMATED_DELIVERY_MS = 4320 * 60 * 1000;

interface SampleLine {
  productName: string;
  quantity: number;
  /** The vendor's price per kg; the customer pays 15% more (spec 2 §9). */
  basePrice: number;
  lineTotal: number;
  vendor: string;
}

/** A made-up order with two vendors, for the template preview. */
export const SAMPLE_ORDER = {
  orderId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  customer: { name: 'Chioma Okafor', email: 'chioma.okafor@example.com', phone: '+2348031234567' },
  deliveryAddress: '14 Ogui Road, Enugu',
  vendors: [
    { id: 'okafor-farms', name: 'Okafor Farms' },
    { id: 'green-valley', name: 'Green Valley Produce' },
  ],
  lines: [
    {
      productName: 'White Yam (Abuja)',
      quantity: 10,
      basePrice: 1200,
      lineTotal: 13800,
      vendor: 'okafor-farms',
    },
    { productName: 'Ofada Rice', quantity: 5, basePrice: 1500, lineTotal: 8625, vendor: 'green-valley' },
    { productName: 'Ripe Plantain', quantity: 3, basePrice: 800, lineTotal: 2760, vendor: 'okafor-farms' },
  ] satisfies SampleLine[],
  /** Above 10,000: free delivery. */
  total: 25185,
} as const;

const KG = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 3 });

/** One item line as the service writes it: `• Ofada Rice × 5 kg — ₦8,625`. */
export const formatItemLine = (name: string, quantityKg: number, amount: number): string =>
  `• ${name} × ${KG.format(quantityKg)} kg — ${formatNaira(amount)}`;

const earnings = (lines: readonly SampleLine[]) =>
  lines.reduce((sum, line) => sum + line.basePrice * line.quantity, 0);
const vendorLines = (lines: readonly SampleLine[]) =>
  lines.map((line) => formatItemLine(line.productName, line.quantity, line.basePrice * line.quantity));

/**
 * The placeholder values of the sample order, as the service computes them: a vendor's message has
 * that vendor's name, earnings and items (at its own price); the others cover the whole order.
 */
export function samplePlaceholderValues(recipient: WhatsAppRecipientType, now: Date): PreviewValues {
  const order = SAMPLE_ORDER;
  const vendor = recipient === 'vendor' ? order.vendors[0] : null;
  const lines: readonly SampleLine[] = vendor
    ? order.lines.filter((line) => line.vendor === vendor.id)
    : order.lines;
  return {
    order_id: order.orderId,
    customer_name: order.customer.name,
    customer_email: order.customer.email,
    customer_phone: order.customer.phone,
    vendor_name: vendor ? vendor.name : order.vendors.map((share) => share.name).join(', '),
    total_amount: formatNaira(order.total),
    vendor_earnings: formatNaira(earnings(lines)),
    delivery_address: order.deliveryAddress,
    order_items: order.lines
      .map((line) => formatItemLine(line.productName, line.quantity, line.lineTotal))
      .join('\n'),
    vendor_order_items: vendorLines(lines).join('\n'),
    order_time: formatDateTime(now),
    estimated_delivery: formatDate(new Date(now.getTime() + ESTIMATED_DELIVERY_MS)),
    // The single notices' own placeholders: the order reference and a product running low.
    order_ref: `IHE-${order.orderId.slice(-6).toUpperCase()}`,
    product_name: order.lines[0].productName,
    stock_quantity: '8',
  };
}
