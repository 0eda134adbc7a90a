import { lazy, Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { PageLoading } from '../components/PageLoading.js';
import { RouteGuard } from '../features/guards/RouteGuard.js';
import { AppShell } from '../features/layout/AppShell.js';
import { lazyPage, type LazyPage } from './lazy-page.js';
import { ScrollOnNavigation } from './ScrollOnNavigation.js';

const RoleAreaLayout = lazy(() =>
  import('../features/layout/RoleAreaLayout.js').then((m) => ({ default: m.RoleAreaLayout })),
);
const RouteErrorPage = lazy(() =>
  import('../features/layout/RouteErrorPage.js').then((m) => ({ default: m.RouteErrorPage })),
);

// One lazy chunk per route area keeps the first load small (antd's forms only load with /auth).
const AuthPage = lazy(() => import('../features/auth/AuthPage.js').then((m) => ({ default: m.AuthPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/ForgotPasswordPage.js').then((m) => ({ default: m.ForgotPasswordPage })),
);
const HomePage = lazyPage(() => import('../features/home/HomePage.js').then((m) => m.HomePage));
const ShopPage = lazyPage(() => import('../features/shop/ShopPage.js').then((m) => m.ShopPage));
const CheckoutPage = lazyPage(() =>
  import('../features/checkout/CheckoutPage.js').then((m) => m.loadCheckoutPage()),
);

/**
 * The pages whose HTML the build renders ahead (src/prerender/page-documents.ts) and the gateway serves at
 * their address: the storefront's two busiest and the checkout, painted before the JavaScript arrives on a
 * slow connection.
 */
export const PRERENDERED_PAGES: Record<string, LazyPage> = {
  '/': HomePage,
  '/shop': ShopPage,
  '/checkout': CheckoutPage,
};
const LogisticsPage = lazy(() =>
  import('../features/logistics/LogisticsPage.js').then((m) => ({ default: m.LogisticsPage })),
);
const AboutPage = lazy(() =>
  import('../features/static-pages/AboutPage.js').then((m) => ({ default: m.AboutPage })),
);
const PrivacyPage = lazy(() =>
  import('../features/static-pages/PrivacyPage.js').then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazy(() =>
  import('../features/static-pages/TermsPage.js').then((m) => ({ default: m.TermsPage })),
);
const SupportPage = lazy(() =>
  import('../features/support/SupportPage.js').then((m) => ({ default: m.SupportPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/NotFoundPage.js').then((m) => ({ default: m.NotFoundPage })),
);
const ConsumerDashboardPage = lazy(() =>
  import('../features/consumer-dashboard/ConsumerDashboardPage.js').then((m) => ({
    default: m.ConsumerDashboardPage,
  })),
);
const ConsumerOrdersPage = lazy(() =>
  import('../features/consumer-orders/OrdersPage.js').then((m) => ({ default: m.OrdersPage })),
);
const InvoicePage = lazy(() =>
  import('../features/consumer-orders/InvoicePage.js').then((m) => ({ default: m.InvoicePage })),
);
const ConsumerLiveUpdates = lazy(() =>
  import('../features/consumer-orders/ConsumerLiveUpdates.js').then((m) => ({
    default: m.ConsumerLiveUpdates,
  })),
);
const ConsumerProfilePage = lazy(() =>
  import('../features/consumer-profile/ConsumerProfilePage.js').then((m) => ({
    default: m.ConsumerProfilePage,
  })),
);
const VendorDashboardPage = lazy(() =>
  import('../features/vendor-dashboard/VendorDashboardPage.js').then((m) => ({
    default: m.VendorDashboardPage,
  })),
);
const VendorProductsPage = lazy(() =>
  import('../features/vendor-products/VendorProductsPage.js').then((m) => ({
    default: m.VendorProductsPage,
  })),
);
const AddProductPage = lazy(() =>
  import('../features/vendor-add-product/AddProductPage.js').then((m) => ({ default: m.AddProductPage })),
);
const VendorOrdersPage = lazy(() =>
  import('../features/vendor-orders/VendorOrdersPage.js').then((m) => ({ default: m.VendorOrdersPage })),
);
const VendorLiveUpdates = lazy(() =>
  import('../features/vendor-orders/VendorLiveUpdates.js').then((m) => ({ default: m.VendorLiveUpdates })),
);
const AdminVendorsPage = lazy(() =>
  import('../features/admin-vendors/AdminVendorsPage.js').then((m) => ({ default: m.AdminVendorsPage })),
);
const AdminSalesManagersPage = lazy(() =>
  import('../features/admin-sales-managers/AdminSalesManagersPage.js').then((m) => ({
    default: m.AdminSalesManagersPage,
  })),
);
const SalesAreaLayout = lazy(() =>
  import('../features/sales-area/SalesAreaLayout.js').then((m) => ({ default: m.SalesAreaLayout })),
);
const SalesOverviewPage = lazy(() =>
  import('../features/sales-overview/SalesOverviewPage.js').then((m) => ({ default: m.SalesOverviewPage })),
);
const ProductUploadPage = lazy(() =>
  import('../features/sales-product-upload/ProductUploadPage.js').then((m) => ({
    default: m.ProductUploadPage,
  })),
);
const AuditLogPage = lazy(() =>
  import('../features/sales-audit-log/AuditLogPage.js').then((m) => ({ default: m.AuditLogPage })),
);
const AdminDashboardPage = lazy(() =>
  import('../features/admin-dashboard/AdminDashboardPage.js').then((m) => ({
    default: m.AdminDashboardPage,
  })),
);
const AdminUsersPage = lazy(() =>
  import('../features/admin-users/AdminUsersPage.js').then((m) => ({ default: m.AdminUsersPage })),
);
const AdminAnalyticsPage = lazy(() =>
  import('../features/admin-analytics/AdminAnalyticsPage.js').then((m) => ({
    default: m.AdminAnalyticsPage,
  })),
);
const WhatsAppSettingsPage = lazy(() =>
  import('../features/admin-whatsapp/WhatsAppSettingsPage.js').then((m) => ({
    default: m.WhatsAppSettingsPage,
  })),
);
const ProfilePage = lazy(() =>
  import('../features/dashboards/ProfilePage.js').then((m) => ({ default: m.ProfilePage })),
);

/**
 * Public pages inside the storefront shell (header and footer). Later issues add the home
 * page, /shop, /logistics, /about, /privacy, /terms, /support and /checkout here.
 */
export const storefrontRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'shop', element: <ShopPage /> },
  { path: 'logistics', element: <LogisticsPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'support', element: <SupportPage /> },
  { path: 'checkout', element: <CheckoutPage /> },
];

/** Pages that stand alone, without the storefront header (docs/web-ui.md: /auth is a centred card). */
export const standaloneRoutes: RouteObject[] = [
  { path: 'auth', element: <AuthPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
];

/** Role areas: each set behind its guard (spec 2 §6) in the side-navigation layout; add pages as children. */
export const consumerRoutes: RouteObject[] = [
  { index: true, element: <ConsumerDashboardPage /> },
  { path: 'orders', element: <ConsumerOrdersPage /> },
  { path: 'profile', element: <ConsumerProfilePage /> },
];
export const vendorRoutes: RouteObject[] = [
  { index: true, element: <VendorDashboardPage /> },
  { path: 'products', element: <VendorProductsPage /> },
  { path: 'orders', element: <VendorOrdersPage /> },
  { path: 'add-product', element: <AddProductPage /> },
  { path: 'profile', element: <ProfilePage /> },
];
/** Every sales-manager page shares the header with Logout (spec 2 §2). */
export const salesManagerRoutes: RouteObject[] = [
  {
    element: <SalesAreaLayout />,
    children: [
      { index: true, element: <SalesOverviewPage /> },
      { path: 'product-upload', element: <ProductUploadPage /> },
      { path: 'audit-log', element: <AuditLogPage /> },
      { path: 'profile', element: <ProfilePage /> },
    ],
  },
];
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  { path: 'dashboard', element: <AdminDashboardPage /> },
  { path: 'dashboard/profile', element: <ProfilePage /> },
  { path: 'users', element: <AdminUsersPage /> },
  { path: 'analytics', element: <AdminAnalyticsPage /> },
  { path: 'whatsapp', element: <WhatsAppSettingsPage /> },
  { path: 'vendors', element: <AdminVendorsPage /> },
  { path: 'sales-managers', element: <AdminSalesManagersPage /> },
];

/**
 * Every page: a crashed page or one whose code could not be fetched shows the error page (cleared by the
 * next navigation), and new pages start at the top. The stand-alone pages, the role areas and the
 * storefront each wait for their code in a Suspense boundary of their own (as RouteOutlet does for a
 * layout's pages), so a section whose code is still on its way never holds another's page. One boundary
 * for the whole storefront keeps its header mounted from page to page.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const section = matchRoutes(routes, pathname)?.[1]?.route.path ?? 'storefront';
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallbackRender={({ error }) => (
        <Suspense fallback={<PageLoading />}>
          <RouteErrorPage error={error} />
        </Suspense>
      )}
    >
      <ScrollOnNavigation />
      <Suspense key={section} fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...standaloneRoutes,
      {
        path: 'consumer-dashboard',
        element: (
          <RouteGuard policy="consumer" withHeader>
            {/* One live connection for the whole consumer area: order cards update as statuses change. */}
            <Suspense fallback={null}>
              <ConsumerLiveUpdates />
            </Suspense>
            <RoleAreaLayout area="consumer" />
          </RouteGuard>
        ),
        children: consumerRoutes,
      },
      {
        // The printable invoice stands alone: no header or side navigation on paper.
        path: 'consumer-dashboard/orders/:orderId/invoice',
        element: (
          <RouteGuard policy="consumer" withHeader>
            <InvoicePage />
          </RouteGuard>
        ),
      },
      {
        path: 'vendor-dashboard',
        element: (
          <RouteGuard policy="vendor" withHeader>
            {/* One live connection for the whole vendor area: orders reload as statuses change. */}
            <Suspense fallback={null}>
              <VendorLiveUpdates />
            </Suspense>
            <RoleAreaLayout area="vendor" />
          </RouteGuard>
        ),
        children: vendorRoutes,
      },
      {
        path: 'sales-dashboard',
        element: (
          <RouteGuard policy="salesManager" withHeader>
            <RoleAreaLayout area="sales_manager" />
          </RouteGuard>
        ),
        children: salesManagerRoutes,
      },
      {
        path: 'admin',
        element: (
          <RouteGuard policy="admin" withHeader>
            <RoleAreaLayout area="admin" />
          </RouteGuard>
        ),
        children: adminRoutes,
      },
      {
        element: <AppShell />,
        children: [...storefrontRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
