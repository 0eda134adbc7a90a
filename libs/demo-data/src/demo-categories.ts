/** The shop categories the demo data covers (the same list as SHOP_CATEGORIES in @ihe/contracts). */
export const DEMO_CATEGORIES = ['yam', 'plantain', 'rice', 'vegetables', 'fruits', 'grains'] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];
