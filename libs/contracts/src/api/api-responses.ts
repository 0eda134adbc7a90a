import type { AdminSalesManagerList, SalesManagerDecisionResponse } from './admin-sales-managers.js';
import type {
  AdminOverview,
  DailyFinancials,
  SystemActivity,
  UserActionResponse,
  UserManagementList,
} from './admin.js';
import type {
  ApiError,
  LoginErrorBody,
  LoginResponse,
  SignupResponse,
  UpdateProfileResponse,
  UserProfile,
} from './auth.js';
import type { CartView } from './cart.js';
import type { CategoryCountsResponse, ProductListResponse, ProductView } from './catalog.js';
import type { OrderListResponse, OrderView } from './orders.js';
import type { InsufficientStockBody } from './stock-reservations.js';
import type { AuditLogResponse, SalesOverview, SalesProductView, SalesVendorsResponse } from './sales.js';
import type { VendorStatement } from './vendor-statement.js';
import type {
  AdminVendorVerificationItem,
  AdminVendorVerificationList,
  SubmitVerificationDocumentsResponse,
  VendorVerificationView,
} from './vendor-verification.js';
import type {
  ProductImagesUploadResponse,
  ProfitSettingView,
  VendorDashboardResponse,
  VendorOrderListResponse,
  VendorOrderView,
  VendorProductListResponse,
  VendorProductView,
} from './vendor.js';
import type {
  UpdateWhatsAppConfigResponse,
  WhatsAppConfigView,
  WhatsAppNotificationPage,
  WhatsAppStats,
  WhatsAppTemplatesView,
  WhatsAppTestResult,
} from './whatsapp-admin.js';

/**
 * Every JSON body the public API answers, by the name its OpenAPI schema gets. The OpenAPI response
 * schemas are generated from this map (`npm run api:generate`), and a controller names its answer with
 * `@ApiAnswer('<name>')`, which only compiles when the method returns that type.
 */
export interface ApiResponses {
  ApiError: ApiError;
  InsufficientStockBody: InsufficientStockBody;
  LoginErrorBody: LoginErrorBody;
  SignupResponse: SignupResponse;
  LoginResponse: LoginResponse;
  UserProfile: UserProfile;
  UpdateProfileResponse: UpdateProfileResponse;
  ProductListResponse: ProductListResponse;
  ProductView: ProductView;
  CategoryCountsResponse: CategoryCountsResponse;
  CartView: CartView;
  OrderListResponse: OrderListResponse;
  OrderView: OrderView;
  VendorProductListResponse: VendorProductListResponse;
  VendorProductView: VendorProductView;
  ProductImagesUploadResponse: ProductImagesUploadResponse;
  ProfitSettingView: ProfitSettingView;
  VendorOrderListResponse: VendorOrderListResponse;
  VendorOrderView: VendorOrderView;
  VendorDashboardResponse: VendorDashboardResponse;
  VendorStatement: VendorStatement;
  VendorVerificationView: VendorVerificationView;
  SubmitVerificationDocumentsResponse: SubmitVerificationDocumentsResponse;
  AdminVendorVerificationList: AdminVendorVerificationList;
  AdminVendorVerificationItem: AdminVendorVerificationItem;
  SalesOverview: SalesOverview;
  SalesVendorsResponse: SalesVendorsResponse;
  SalesProductView: SalesProductView;
  AuditLogResponse: AuditLogResponse;
  AdminSalesManagerList: AdminSalesManagerList;
  SalesManagerDecisionResponse: SalesManagerDecisionResponse;
  UserActionResponse: UserActionResponse;
  AdminOverview: AdminOverview;
  SystemActivityList: SystemActivity[];
  UserManagementList: UserManagementList;
  DailyFinancialsList: DailyFinancials[];
  WhatsAppConfigView: WhatsAppConfigView;
  UpdateWhatsAppConfigResponse: UpdateWhatsAppConfigResponse;
  WhatsAppTestResult: WhatsAppTestResult;
  WhatsAppTemplatesView: WhatsAppTemplatesView;
  WhatsAppStats: WhatsAppStats;
  WhatsAppNotificationPage: WhatsAppNotificationPage;
}

export type ApiResponseName = keyof ApiResponses;
