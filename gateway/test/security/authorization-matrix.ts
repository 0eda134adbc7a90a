/**
 * Who may call what (issue 17): one row per route of the gateway's OpenAPI document, one column per actor.
 * 'A' (allow): the role check lets the caller in, which answers 2xx/3xx or a 4xx other than 401/403 (the
 * matrix sends ids nobody owns and empty bodies, so 404 and validation 400 are common); 401: not signed in;
 * 403: signed in but not allowed. A route the document gains needs a row here, or the matrix test fails.
 */
export type Outcome = 'allow' | 401 | 403;
const A = 'allow' as const;

/** Routes that end the caller's session: the matrix calls them with a session of their own. */
export const SESSION_ENDING_ROUTES = ['POST /api/v1/auth/logout'];

/**
 * Valid bodies for the routes whose owner checks a state (a verified vendor) only after validation: with an
 * empty body they would answer 400 to everyone. Other routes get {} (or no body).
 */
export const MATRIX_BODIES: Record<string, unknown> = {
  'POST /api/v1/vendor/products': {
    name: 'Matrix check yam',
    description: 'A product the authorization matrix adds as the verified vendor.',
    category: 'tubers',
    basePrice: 1200,
    stockQuantity: 5,
    minimumOrderQuantity: 1,
    farmOrigin: 'Makurdi, Benue',
    isOrganic: false,
  },
  'PATCH /api/v1/vendor/products/{id}': { stockQuantity: 7 },
  'POST /api/v1/vendor/orders/{orderId}/status': { status: 'confirmed' },
};

// prettier-ignore
export const AUTHORIZATION_MATRIX: Record<string, readonly Outcome[]> = {
  // columns:                                                        guest consA consB vendA vendB salesP salesA admin
  // identity: sign-up, sessions, profile
  'POST /api/v1/auth/signup':                                             [A,   A,   A,   A,   A,   A,   A,   A],
  'POST /api/v1/auth/login':                                              [A,   A,   A,   A,   A,   A,   A,   A],
  'POST /api/v1/auth/refresh':                                            [A,   A,   A,   A,   A,   A,   A,   A],
  'POST /api/v1/auth/logout':                                             [401, A,   A,   A,   A,   A,   A,   A],
  'GET /api/v1/auth/verify-email':                                        [A,   A,   A,   A,   A,   A,   A,   A],
  'GET /api/v1/me':                                                       [401, A,   A,   A,   A,   A,   A,   A],
  'PATCH /api/v1/me':                                                     [401, A,   A,   A,   A,   A,   A,   A],
  // identity: the admin's people
  'GET /api/v1/admin/sales-managers':                                     [401, 403, 403, 403, 403, 403, 403, A],
  'POST /api/v1/admin/sales-managers/{id}/approve':                       [401, 403, 403, 403, 403, 403, 403, A],
  'POST /api/v1/admin/sales-managers/{id}/reject':                        [401, 403, 403, 403, 403, 403, 403, A],
  'POST /api/v1/admin/users/{id}/actions':                                [401, 403, 403, 403, 403, 403, 403, A],
  // catalog: the public shop
  'GET /api/v1/products':                                                 [A,   A,   A,   A,   A,   A,   A,   A],
  'GET /api/v1/products/{id}':                                            [A,   A,   A,   A,   A,   A,   A,   A],
  'GET /api/v1/categories/counts':                                        [A,   A,   A,   A,   A,   A,   A,   A],
  'GET /api/v1/media/products/{file}':                                    [A,   A,   A,   A,   A,   A,   A,   A],
  'GET /api/v1/media/products/{owner}/{file}':                            [A,   A,   A,   A,   A,   A,   A,   A],
  'GET /api/v1/profit-setting':                                           [A,   A,   A,   A,   A,   A,   A,   A],
  // catalog: a vendor's products (adding one needs the verification)
  'GET /api/v1/vendor/products':                                          [401, 403, 403, A,   A,   403, 403, 403],
  'POST /api/v1/vendor/products':                                         [401, 403, 403, A,   403, 403, 403, 403],
  'PATCH /api/v1/vendor/products/{id}':                                   [401, 403, 403, A,   A,   403, 403, 403],
  'DELETE /api/v1/vendor/products/{id}':                                  [401, 403, 403, A,   A,   403, 403, 403],
  'POST /api/v1/vendor/product-images':                                   [401, 403, 403, A,   A,   403, 403, 403],
  // catalog: sales managers (approved only); the admin reads the audit log too
  'GET /api/v1/sales/overview':                                           [401, 403, 403, 403, 403, 403, A,   403],
  'GET /api/v1/sales/vendors':                                            [401, 403, 403, 403, 403, 403, A,   403],
  'POST /api/v1/sales/products':                                          [401, 403, 403, 403, 403, 403, A,   403],
  'GET /api/v1/sales/audit-log':                                          [401, 403, 403, 403, 403, 403, A,   A],
  'GET /api/v1/sales/audit-log/export':                                   [401, 403, 403, 403, 403, 403, A,   A],
  // orders: the consumer's cart and orders
  'GET /api/v1/cart':                                                     [401, A,   A,   403, 403, 403, 403, 403],
  'PUT /api/v1/cart':                                                     [401, A,   A,   403, 403, 403, 403, 403],
  'POST /api/v1/cart/items':                                              [401, A,   A,   403, 403, 403, 403, 403],
  'PATCH /api/v1/cart/items/{productId}':                                 [401, A,   A,   403, 403, 403, 403, 403],
  'DELETE /api/v1/cart/items/{productId}':                                [401, A,   A,   403, 403, 403, 403, 403],
  'GET /api/v1/orders':                                                   [401, A,   A,   403, 403, 403, 403, 403],
  'POST /api/v1/orders':                                                  [401, A,   A,   403, 403, 403, 403, 403],
  'GET /api/v1/orders/{id}':                                              [401, A,   A,   403, 403, 403, 403, 403],
  'POST /api/v1/orders/{id}/cancel':                                      [401, A,   A,   403, 403, 403, 403, 403],
  // orders: a vendor's part of orders, and the live updates of consumers and vendors (gateway)
  'GET /api/v1/vendor/orders':                                            [401, 403, 403, A,   A,   403, 403, 403],
  'POST /api/v1/vendor/orders/{orderId}/status':                          [401, 403, 403, A,   A,   403, 403, 403],
  'GET /api/v1/events/stream':                                            [401, A,   A,   A,   A,   403, 403, 403],
  // verification: the vendor's own request, the admin's review
  'GET /api/v1/vendor/verification':                                      [401, 403, 403, A,   A,   403, 403, 403],
  'POST /api/v1/vendor/verification/documents':                           [401, 403, 403, A,   A,   403, 403, 403],
  'GET /api/v1/vendor/verification/documents/{fileName}':                 [401, 403, 403, A,   A,   403, 403, 403],
  'GET /api/v1/admin/vendor-verifications':                               [401, 403, 403, 403, 403, 403, 403, A],
  'POST /api/v1/admin/vendor-verifications/{vendorId}/decision':          [401, 403, 403, 403, 403, 403, 403, A],
  'GET /api/v1/admin/vendor-verifications/{vendorId}/documents/{fileName}': [401, 403, 403, 403, 403, 403, 403, A],
  // analytics: the admin's figures, the vendor's statement and dashboard
  'GET /api/v1/admin/overview':                                           [401, 403, 403, 403, 403, 403, 403, A],
  'GET /api/v1/admin/activity':                                           [401, 403, 403, 403, 403, 403, 403, A],
  'GET /api/v1/admin/users':                                              [401, 403, 403, 403, 403, 403, 403, A],
  'GET /api/v1/admin/analytics/daily':                                    [401, 403, 403, 403, 403, 403, 403, A],
  'GET /api/v1/admin/analytics/daily/export':                             [401, 403, 403, 403, 403, 403, 403, A],
  'GET /api/v1/vendor/dashboard':                                         [401, 403, 403, A,   A,   403, 403, 403],
  'GET /api/v1/vendor/statement':                                         [401, 403, 403, A,   A,   403, 403, 403],
  'GET /api/v1/vendor/statement/export':                                  [401, 403, 403, A,   A,   403, 403, 403],
  // notifications: the admin's WhatsApp settings and log
  'GET /api/v1/admin/whatsapp/config':                                    [401, 403, 403, 403, 403, 403, 403, A],
  'PUT /api/v1/admin/whatsapp/config':                                    [401, 403, 403, 403, 403, 403, 403, A],
  'POST /api/v1/admin/whatsapp/test':                                     [401, 403, 403, 403, 403, 403, 403, A],
  'GET /api/v1/admin/whatsapp/templates':                                 [401, 403, 403, 403, 403, 403, 403, A],
  'PUT /api/v1/admin/whatsapp/templates':                                 [401, 403, 403, 403, 403, 403, 403, A],
  'GET /api/v1/admin/whatsapp/stats':                                     [401, 403, 403, 403, 403, 403, 403, A],
  'GET /api/v1/admin/whatsapp/notifications':                             [401, 403, 403, 403, 403, 403, 403, A],
};
