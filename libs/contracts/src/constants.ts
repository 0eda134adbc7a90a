/** The spec's business constants, in one place (spec 1 §9, spec 2 §9). */
export const LOCKOUT = {
  maxFailedAttempts: 5,
  lockoutMs: 15 * 60 * 1000,
  /** The remaining-attempts notice shows after more than this many failures. */
  noticeAfterFailures: 2,
} as const;

export const SESSION = {
  inactivityTimeoutMs: 24 * 60 * 60 * 1000,
  integrityCheckMs: 5 * 60 * 1000,
  refreshTickMs: 30_000,
  refreshMarginMs: 90_000,
  refreshBackoffStartMs: 200,
  redirectAfterLoginMs: 100,
  /** Refresh tokens expire after this long without use. */
  refreshIdleMs: 24 * 60 * 60 * 1000,
  /** No refresh beyond this long after the login, however active the session. */
  absoluteLifetimeMs: 30 * 24 * 60 * 60 * 1000,
  accessTokenTtlSeconds: 15 * 60,
} as const;

export const LIMITS = {
  emailMin: 5,
  emailMax: 100,
  nameMin: 2,
  nameMax: 50,
  phoneMin: 10,
  phoneMax: 15,
  passwordLoginServerMin: 6,
  passwordMin: 8,
  passwordMax: 128,
  deliveryAddressMax: 200,
  businessNameMax: 100,
  businessAddressMax: 200,
  companyIdMax: 50,
  securityEventCap: 100,
  cartBadgeCap: 99,
} as const;

export const COMMON_PASSWORDS: readonly string[] = [
  'password',
  'password123',
  '123456',
  '123456789',
  'qwerty',
  'abc123',
  'password1',
  'admin',
  'welcome',
  'login',
];

export const PRICING = {
  defaultProfitPercentage: 15,
  defaultMinimumProfit: 0,
} as const;

export const DELIVERY = {
  freeAboveSubtotal: 10_000,
  fee: 1_500,
  /** The home page banner's figure; checkout uses freeAboveSubtotal. */
  bannerFreeAbove: 50_000,
} as const;

export const LOW_STOCK_THRESHOLD_KG = 10;

export const HOME_CATEGORIES = ['yam', 'plantain', 'rice', 'vegetables', 'grains'] as const;
export const SHOP_CATEGORIES = ['yam', 'plantain', 'rice', 'vegetables', 'fruits', 'grains'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export const SHOP_SORTS = ['name', 'price-low', 'price-high'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cash_on_delivery', 'mobile_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const SHOP_RATING = 4.5;

export const LOGISTICS = { baseFee: 2_000, perKg: 200 } as const;
