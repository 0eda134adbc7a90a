export { DEMO_CATEGORIES, type DemoCategory } from './demo-categories.js';
export { demoVendors, demoVendorFor, type DemoVendor } from './demo-vendors.js';
export { demoProducts, DEFAULT_DEMO_SEED, DEMO_PRODUCT_COUNT, type DemoProduct } from './demo-products.js';
export { PRODUCE_CATALOGUE, type ProduceEntry } from './produce-catalogue.js';
export { productImageSvg, type ProductImageInput } from './product-image/product-image-svg.js';
export { SeededRandom, deterministicUuid, hashText } from './seeded-random.js';
