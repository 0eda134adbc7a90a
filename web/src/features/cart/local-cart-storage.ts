import type { CartProductSnapshot } from '@ihe/contracts';
import { lineTotal } from '@ihe/contracts';
import type { LocalCartLine } from './local-cart.js';

export const CART_STORAGE_KEY = 'ihe.cart';

interface StoredCart {
  version: 1;
  lines: LocalCartLine[];
}

export function loadLocalCart(): LocalCartLine[] {
  try {
    return parseLocalCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function saveLocalCart(lines: LocalCartLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, lines } satisfies StoredCart));
  } catch {
    // Private mode or a full quota: the cart still lives for this page.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Reads what an older version or another tab left; anything malformed is dropped, not trusted. */
export function parseLocalCart(raw: string | null): LocalCartLine[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  const lines = (stored as Partial<StoredCart> | null)?.lines;
  if (!Array.isArray(lines)) return [];
  const seen = new Set<string>();
  const valid: LocalCartLine[] = [];
  for (const entry of lines as Partial<LocalCartLine>[]) {
    const line = parseLine(entry);
    if (line && !seen.has(line.productId)) {
      seen.add(line.productId);
      valid.push(line);
    }
  }
  return valid;
}

function parseLine(entry: Partial<LocalCartLine> | null): LocalCartLine | null {
  const product = entry?.product as Partial<CartProductSnapshot> | undefined;
  const quantity = entry?.quantity;
  if (!entry || !isText(entry.productId) || !product || !isText(product.name) || !isAmount(product.price))
    return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  const snapshot: CartProductSnapshot = {
    id: entry.productId,
    name: product.name,
    price: product.price,
    imageUrls: Array.isArray(product.imageUrls) ? product.imageUrls.filter(isText) : [],
    stockQuantity: isAmount(product.stockQuantity) ? product.stockQuantity : quantity,
    category: isText(product.category) ? product.category : '',
    vendor: product.vendor ?? { id: null, fullName: null, businessName: null },
    available: product.available !== false,
  };
  return {
    productId: entry.productId,
    quantity,
    unitPrice: snapshot.price,
    totalPrice: lineTotal(quantity, snapshot.price),
    addedAt: isText(entry.addedAt) ? entry.addedAt : new Date(0).toISOString(),
    product: snapshot,
  };
}
