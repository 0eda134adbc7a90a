import type { NewProduct } from '../src/products/product-input.js';

/**
 * A small shop with known answers. Display price = base + 15 % (the default setting). Hidden from the
 * listing: "Water yam" (stock 0) and "Zobo leaves" (deleted by the tests that use it).
 */
export const SHOP: Record<string, NewProduct> = {
  abakaliki: {
    name: 'Abakaliki long-grain rice',
    category: 'rice',
    basePrice: 1500,
    stockQuantity: 100,
    description: 'Destoned parboiled rice from Ebonyi mills',
  },
  benue: {
    name: 'Benue white yam',
    category: 'yam',
    basePrice: 1000,
    stockQuantity: 50,
    description: 'Large tubers for pounded yam',
  },
  bitterLeaf: {
    name: 'Bitter leaf',
    category: 'Vegetables',
    basePrice: 1200,
    stockQuantity: 5,
    description: 'Washed leaves for ofe onugbu',
  },
  ofada: {
    name: 'Ofada brown rice',
    category: 'rice',
    basePrice: 2000,
    stockQuantity: 30,
    description: 'Aromatic unpolished local rice',
    isOrganic: true,
  },
  ripePlantain: {
    name: 'ripe plantain bunches',
    category: 'plantain',
    basePrice: 900,
    stockQuantity: 40,
    description: 'Sweet yellow plantain for dodo',
  },
  oranges: {
    name: 'Sweet oranges',
    category: 'fruits',
    basePrice: 400,
    stockQuantity: 200,
    description: 'Juicy oranges from Benue groves',
    farmOrigin: 'Benue',
  },
  maize: {
    name: 'Yellow maize',
    category: 'grains',
    basePrice: 600,
    stockQuantity: 500,
    description: 'Dry maize for pap and feed, 100% clean',
  },
  waterYam: {
    name: 'Water yam',
    category: 'yam',
    basePrice: 700,
    stockQuantity: 0,
    description: 'Moist yam for ikokore',
  },
  zobo: {
    name: 'Zobo leaves',
    category: 'vegetables',
    basePrice: 800,
    stockQuantity: 10,
    description: 'Dried roselle calyces',
  },
  kebbi: {
    name: 'Kebbi parboiled rice',
    category: 'rice',
    basePrice: 1400,
    stockQuantity: 0.5,
    description: 'Machine-sorted Kebbi rice',
  },
  unripe: {
    name: 'Unripe plantain_special',
    category: 'plantain',
    basePrice: 850,
    stockQuantity: 20,
    description: 'Green fingers',
  },
};

export type ShopKey = keyof typeof SHOP;

/** The shown products in name order (case-insensitive). */
export const BY_NAME: ShopKey[] = [
  'abakaliki',
  'benue',
  'bitterLeaf',
  'kebbi',
  'ofada',
  'ripePlantain',
  'oranges',
  'unripe',
  'maize',
];
/** The shown products from cheapest: 460, 690, 978, 1035, 1150, 1380, 1610, 1725, 2300. */
export const BY_PRICE: ShopKey[] = [
  'oranges',
  'maize',
  'unripe',
  'ripePlantain',
  'benue',
  'bitterLeaf',
  'kebbi',
  'abakaliki',
  'ofada',
];
