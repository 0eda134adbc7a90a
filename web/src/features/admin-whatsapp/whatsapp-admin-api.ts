import type { UpdateWhatsAppTemplatesRequest, WhatsAppNotificationQuery } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { apiUrl, type ApiBody, type ApiResult } from '../../app/api-routes.js';
import { notificationsUrl } from './log-filters.js';

/** While messages are on their way, the log and the figures look again this often. */
export const PENDING_POLL_MS = 5_000;

/** The messaging settings page's reads (admins only; the server answers 403 to anyone else). */
const whatsAppReadApi = api
  .enhanceEndpoints({ addTagTypes: ['WhatsAppStats', 'WhatsAppLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getWhatsAppConfig: build.query<ApiResult<'/admin/whatsapp/config', 'get'>, void>({
        query: () => apiUrl('/admin/whatsapp/config'),
      }),
      getWhatsAppStats: build.query<ApiResult<'/admin/whatsapp/stats', 'get'>, void>({
        query: () => apiUrl('/admin/whatsapp/stats'),
        providesTags: ['WhatsAppStats'],
      }),
      listWhatsAppNotifications: build.query<
        ApiResult<'/admin/whatsapp/notifications', 'get'>,
        WhatsAppNotificationQuery
      >({
        query: (query) => notificationsUrl(query),
        providesTags: ['WhatsAppLog'],
      }),
      getWhatsAppTemplates: build.query<ApiResult<'/admin/whatsapp/templates', 'get'>, void>({
        query: () => apiUrl('/admin/whatsapp/templates'),
      }),
    }),
  });

/** Its changes. Saves answer with the saved state, which replaces the cached one without a new request. */
export const whatsAppAdminApi = whatsAppReadApi.injectEndpoints({
  endpoints: (build) => ({
    updateWhatsAppConfig: build.mutation<
      ApiResult<'/admin/whatsapp/config', 'put'>,
      ApiBody<'/admin/whatsapp/config', 'put'>
    >({
      query: (body) => ({ url: apiUrl('/admin/whatsapp/config'), method: 'PUT', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const { message: _message, ...view } = data;
        void dispatch(whatsAppReadApi.util.upsertQueryData('getWhatsAppConfig', undefined, view));
      },
    }),
    /** A real message to the admin number; it is logged, so the figures and the log change. */
    testWhatsApp: build.mutation<ApiResult<'/admin/whatsapp/test', 'post'>, void>({
      query: () => ({ url: apiUrl('/admin/whatsapp/test'), method: 'POST' }),
      invalidatesTags: ['WhatsAppStats', 'WhatsAppLog'],
    }),
    // The body keeps the contracts' type: the document lists the placeholder names a provider template may
    // use (notifications validates them), while the form sends the names the server listed to it as strings.
    updateWhatsAppTemplates: build.mutation<
      ApiResult<'/admin/whatsapp/templates', 'put'>,
      UpdateWhatsAppTemplatesRequest
    >({
      query: (body) => ({ url: apiUrl('/admin/whatsapp/templates'), method: 'PUT', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          void dispatch(whatsAppReadApi.util.upsertQueryData('getWhatsAppTemplates', undefined, data));
      },
    }),
  }),
});

export const {
  useGetWhatsAppConfigQuery,
  useUpdateWhatsAppConfigMutation,
  useTestWhatsAppMutation,
  useGetWhatsAppStatsQuery,
  useListWhatsAppNotificationsQuery,
  useGetWhatsAppTemplatesQuery,
  useUpdateWhatsAppTemplatesMutation,
} = whatsAppAdminApi;
