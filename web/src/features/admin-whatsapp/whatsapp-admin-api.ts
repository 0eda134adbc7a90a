import type {
  UpdateWhatsAppConfigRequest,
  UpdateWhatsAppConfigResponse,
  UpdateWhatsAppTemplatesRequest,
  WhatsAppConfigView,
  WhatsAppNotificationPage,
  WhatsAppNotificationQuery,
  WhatsAppStats,
  WhatsAppTemplatesView,
  WhatsAppTestResult,
} from '@ihe/contracts';
import { api } from '../../app/api.js';
import { notificationsUrl } from './log-filters.js';

const BASE = '/admin/whatsapp';

/** The messaging settings page's reads (admins only; the server answers 403 to anyone else). */
const whatsAppReadApi = api
  .enhanceEndpoints({ addTagTypes: ['WhatsAppStats', 'WhatsAppLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getWhatsAppConfig: build.query<WhatsAppConfigView, void>({ query: () => `${BASE}/config` }),
      getWhatsAppStats: build.query<WhatsAppStats, void>({
        query: () => `${BASE}/stats`,
        providesTags: ['WhatsAppStats'],
      }),
      listWhatsAppNotifications: build.query<WhatsAppNotificationPage, WhatsAppNotificationQuery>({
        query: (query) => notificationsUrl(query),
        providesTags: ['WhatsAppLog'],
      }),
      getWhatsAppTemplates: build.query<WhatsAppTemplatesView, void>({ query: () => `${BASE}/templates` }),
    }),
  });

/** Its changes. Saves answer with the saved state, which replaces the cached one without a new request. */
export const whatsAppAdminApi = whatsAppReadApi.injectEndpoints({
  endpoints: (build) => ({
    updateWhatsAppConfig: build.mutation<UpdateWhatsAppConfigResponse, UpdateWhatsAppConfigRequest>({
      query: (body) => ({ url: `${BASE}/config`, method: 'PUT', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const { message: _message, ...view } = data;
        void dispatch(whatsAppReadApi.util.upsertQueryData('getWhatsAppConfig', undefined, view));
      },
    }),
    /** A real message to the admin number; it is logged, so the figures and the log change. */
    testWhatsApp: build.mutation<WhatsAppTestResult, void>({
      query: () => ({ url: `${BASE}/test`, method: 'POST' }),
      invalidatesTags: ['WhatsAppStats', 'WhatsAppLog'],
    }),
    updateWhatsAppTemplates: build.mutation<WhatsAppTemplatesView, UpdateWhatsAppTemplatesRequest>({
      query: (body) => ({ url: `${BASE}/templates`, method: 'PUT', body }),
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
