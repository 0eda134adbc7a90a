/**
 * One row per route of web/src/app/routes.tsx: the lazy modules (Vite manifest keys, relative to web/)
 * the route renders besides the entry, and its budget (issue 54, on React and antd: the storefront's landing routes
 * ≤ 200 KB gzip, every other route ≤ 300 KB). checkRouteCoverage keeps this list in step with routes.tsx.
 */
export interface RouteBudget {
  route: string;
  modules: string[];
  budgetKb: number;
}

const STOREFRONT_KB = 200;
const OTHER_KB = 300;

const page = (feature: string, file: string) => `src/features/${feature}/${file}.tsx`;
const ROLE_AREA = page('layout', 'RoleAreaLayout');
const CONSUMER_AREA = [ROLE_AREA, page('consumer-orders', 'ConsumerLiveUpdates')];
const VENDOR_AREA = [ROLE_AREA, page('vendor-orders', 'VendorLiveUpdates')];
const SALES_AREA = [ROLE_AREA, page('sales-area', 'SalesAreaLayout')];
const PROFILE = page('dashboards', 'ProfilePage');

export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/', modules: [page('home', 'HomePage')], budgetKb: STOREFRONT_KB },
  { route: '/shop', modules: [page('shop', 'ShopPage')], budgetKb: STOREFRONT_KB },
  { route: '/logistics', modules: [page('logistics', 'LogisticsPage')], budgetKb: OTHER_KB },
  { route: '/about', modules: [page('static-pages', 'AboutPage')], budgetKb: OTHER_KB },
  { route: '/privacy', modules: [page('static-pages', 'PrivacyPage')], budgetKb: OTHER_KB },
  { route: '/terms', modules: [page('static-pages', 'TermsPage')], budgetKb: OTHER_KB },
  { route: '/support', modules: [page('support', 'SupportPage')], budgetKb: OTHER_KB },
  // A signed-in buyer's checkout: the page and, once signed in, its form (a guest loads only the page).
  {
    route: '/checkout',
    modules: [page('checkout', 'CheckoutPage'), page('checkout', 'Checkout')],
    budgetKb: OTHER_KB,
  },
  { route: '/auth', modules: [page('auth', 'AuthPage')], budgetKb: OTHER_KB },
  { route: '/forgot-password', modules: [page('auth', 'ForgotPasswordPage')], budgetKb: OTHER_KB },
  { route: '/*', modules: [page('not-found', 'NotFoundPage')], budgetKb: OTHER_KB },
  {
    route: '/consumer-dashboard',
    modules: [...CONSUMER_AREA, page('consumer-dashboard', 'ConsumerDashboardPage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/consumer-dashboard/orders',
    modules: [...CONSUMER_AREA, page('consumer-orders', 'OrdersPage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/consumer-dashboard/profile',
    modules: [...CONSUMER_AREA, page('consumer-profile', 'ConsumerProfilePage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/consumer-dashboard/orders/:orderId/invoice',
    modules: [page('consumer-orders', 'InvoicePage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/vendor-dashboard',
    modules: [...VENDOR_AREA, page('vendor-dashboard', 'VendorDashboardPage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/vendor-dashboard/products',
    modules: [...VENDOR_AREA, page('vendor-products', 'VendorProductsPage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/vendor-dashboard/orders',
    modules: [...VENDOR_AREA, page('vendor-orders', 'VendorOrdersPage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/vendor-dashboard/add-product',
    modules: [...VENDOR_AREA, page('vendor-add-product', 'AddProductPage')],
    budgetKb: OTHER_KB,
  },
  { route: '/vendor-dashboard/profile', modules: [...VENDOR_AREA, PROFILE], budgetKb: OTHER_KB },
  {
    route: '/sales-dashboard',
    modules: [...SALES_AREA, page('sales-overview', 'SalesOverviewPage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/sales-dashboard/product-upload',
    modules: [...SALES_AREA, page('sales-product-upload', 'ProductUploadPage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/sales-dashboard/audit-log',
    modules: [...SALES_AREA, page('sales-audit-log', 'AuditLogPage')],
    budgetKb: OTHER_KB,
  },
  { route: '/sales-dashboard/profile', modules: [...SALES_AREA, PROFILE], budgetKb: OTHER_KB },
  // /admin only redirects to /admin/dashboard, inside the role area's layout.
  { route: '/admin', modules: [ROLE_AREA], budgetKb: OTHER_KB },
  {
    route: '/admin/dashboard',
    modules: [ROLE_AREA, page('admin-dashboard', 'AdminDashboardPage')],
    budgetKb: OTHER_KB,
  },
  { route: '/admin/dashboard/profile', modules: [ROLE_AREA, PROFILE], budgetKb: OTHER_KB },
  { route: '/admin/users', modules: [ROLE_AREA, page('admin-users', 'AdminUsersPage')], budgetKb: OTHER_KB },
  {
    route: '/admin/analytics',
    modules: [ROLE_AREA, page('admin-analytics', 'AdminAnalyticsPage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/admin/whatsapp',
    modules: [ROLE_AREA, page('admin-whatsapp', 'WhatsAppSettingsPage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/admin/vendors',
    modules: [ROLE_AREA, page('admin-vendors', 'AdminVendorsPage')],
    budgetKb: OTHER_KB,
  },
  {
    route: '/admin/sales-managers',
    modules: [ROLE_AREA, page('admin-sales-managers', 'AdminSalesManagersPage')],
    budgetKb: OTHER_KB,
  },
];

/** Lazy modules of routes.tsx that render on no route of their own (a route's error screen). */
export const NOT_ROUTE_MODULES = [page('layout', 'RouteErrorPage')];
