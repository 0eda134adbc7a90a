import { DEMO_CATEGORIES, type DemoCategory } from './demo-categories.js';
import { demoVendorFor } from './demo-vendors.js';
import { PRODUCE_CATALOGUE, type ProduceEntry } from './produce-catalogue.js';
import { SeededRandom, deterministicUuid, hashText } from './seeded-random.js';

/** A demo product, in the shape catalog's ProductsWriter takes. */
export interface DemoProduct {
  id: string;
  name: string;
  description: string;
  category: DemoCategory;
  /** Vendor price per kg in naira (the display price adds the company margin). */
  basePrice: number;
  /** kg; some products are low (≤ 10) and some out of stock (0). */
  stockQuantity: number;
  minimumOrderQuantity: number;
  farmOrigin: string;
  isOrganic: boolean;
  vendorId: string;
}

export const DEFAULT_DEMO_SEED = 2026;
/** The demo shop's size: each catalogue kind once. */
export const DEMO_PRODUCT_COUNT = 60;

const KINDS_PER_CATEGORY = 10;
const SET_SIZE = DEMO_CATEGORIES.length * KINDS_PER_CATEGORY;

/** Which positions are out of stock or low: fixed patterns spread over every category (7 and 11 are prime to 6). */
const isOutOfStock = (index: number) => index % 11 === 7;
const isLowStock = (index: number) => index % 7 === 4;

/**
 * `count` products, the same for the same seed: categories take turns (so each has count/6), every
 * kind of the catalogue appears once in each 60, later rounds are named as further lots. Product i
 * depends only on (seed, i): a longer set starts with the shorter one. 100,000 take well under a second.
 */
export function demoProducts(
  count: number = DEMO_PRODUCT_COUNT,
  seed: number = DEFAULT_DEMO_SEED,
): DemoProduct[] {
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`demoProducts: count must be a whole number ≥ 0, got ${count}`);
  const products: DemoProduct[] = new Array(count);
  for (let i = 0; i < count; i++) products[i] = demoProduct(i, seed);
  return products;
}

function demoProduct(index: number, seed: number): DemoProduct {
  const random = new SeededRandom(hashText(`${seed}:${index}`));
  const category = DEMO_CATEGORIES[index % DEMO_CATEGORIES.length];
  const kind = Math.floor(index / DEMO_CATEGORIES.length) % KINDS_PER_CATEGORY;
  const lot = Math.floor(index / SET_SIZE);
  const entry: ProduceEntry = PRODUCE_CATALOGUE[category][kind];
  return {
    id: deterministicUuid(seed, index),
    name: lot === 0 ? entry.name : `${entry.name}, lot ${lot + 1}`,
    description: entry.description,
    category,
    basePrice: priceIn(entry.pricePerKg, random),
    stockQuantity: stockFor(index, random),
    minimumOrderQuantity: entry.minimumOrderKg,
    farmOrigin: entry.origin,
    isOrganic: random.chance(entry.organicChance),
    vendorId: demoVendorFor(category).id,
  };
}

/** A price in the range, to the nearest ₦10. */
function priceIn([min, max]: readonly [number, number], random: SeededRandom): number {
  return Math.round(random.int(min, max) / 10) * 10;
}

function stockFor(index: number, random: SeededRandom): number {
  if (isOutOfStock(index)) return 0;
  if (isLowStock(index)) return random.int(1, 10);
  return random.int(8, 600) * 5;
}
