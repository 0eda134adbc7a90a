import { lazy, Suspense, useEffect } from 'react';
import { Alert, Button, Card, Col, Row, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { describeApiError } from '../../app/api-error.js';
import { toast } from '../../components/toast.js';
import { useCurrentUser } from '../dashboards/use-current-user.js';
import { ConfigForm } from './ConfigForm.js';
import { HowItWorks } from './HowItWorks.js';
import { StatCards } from './StatCards.js';
import { WhatsAppPageHeader } from './WhatsAppPageHeader.js';
import { SUPREME_ADMIN_ONLY, WHATSAPP_TOASTS } from './whatsapp-page-messages.js';
import { useGetWhatsAppConfigQuery } from './whatsapp-admin-api.js';
import './admin-whatsapp.css';

// Loaded when shown: the 403 page (antd Result) only when the server refuses, the other tabs when opened.
const AccessDenied = lazy(() =>
  import('../guards/AccessDenied.js').then((m) => ({ default: m.AccessDenied })),
);
const MessageTemplates = lazy(() =>
  import('./MessageTemplates.js').then((m) => ({ default: m.MessageTemplates })),
);
// The setup steps (antd Steps) are a side panel below How it works: they load after the page.
const SetupInstructions = lazy(() =>
  import('./SetupInstructions.js').then((m) => ({ default: m.SetupInstructions })),
);
const NotificationLog = lazy(() =>
  import('./NotificationLog.js').then((m) => ({ default: m.NotificationLog })),
);

function TabLoading() {
  return (
    <Card aria-busy="true">
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}

const TABS = ['settings', 'templates', 'log'] as const;
type PageTab = (typeof TABS)[number];

export function pageTab(params: URLSearchParams): PageTab {
  const tab = params.get('tab');
  return (TABS as readonly string[]).includes(tab ?? '') ? (tab as PageTab) : 'settings';
}

/**
 * /admin/whatsapp (spec 2 §2 Admin → Messaging settings): the figures, the settings with Test and
 * Save, and beyond the spec the message templates and the notification log. The tab is in the URL.
 */
export function WhatsAppSettingsPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const config = useGetWhatsAppConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  const failure = describeApiError(config.error);
  const forbidden = failure.status === 403;

  useEffect(() => {
    if (config.isError && !forbidden) toast.error(WHATSAPP_TOASTS.loadFailed, 'whatsapp-config');
  }, [config.isError, forbidden]);

  if (!user) return null;
  // The guard let an admin in; the server has the last word (a role changed since sign-in).
  if (forbidden) return <AccessDenied title="Access Denied" message={SUPREME_ADMIN_ONLY} />;

  const tab = pageTab(params);
  const selectTab = (key: string) =>
    // Each tab starts clean: the log's filters and the chosen template belong to their tab.
    setParams(key === 'settings' ? {} : { tab: key });

  const settings = (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        {config.isError ? (
          <Alert
            type="error"
            showIcon
            title={WHATSAPP_TOASTS.loadFailed}
            description={failure.message}
            action={
              <Button size="small" onClick={() => void config.refetch()} loading={config.isFetching}>
                Retry
              </Button>
            }
          />
        ) : config.data ? (
          <ConfigForm config={config.data} />
        ) : (
          <Card title="Configuration" aria-busy="true">
            <Skeleton active paragraph={{ rows: 10 }} />
          </Card>
        )}
      </Col>
      <Col xs={24} lg={9}>
        <HowItWorks />
        <Suspense
          fallback={
            <Card title="Setup instructions" size="small" aria-busy="true">
              <Skeleton active paragraph={{ rows: 10 }} />
            </Card>
          }
        >
          <SetupInstructions config={config.data} />
        </Suspense>
      </Col>
    </Row>
  );

  return (
    <div className="ihe-wa-page">
      <WhatsAppPageHeader user={user} />
      <StatCards />
      <Tabs
        activeKey={tab}
        onChange={selectTab}
        destroyOnHidden
        items={[
          { key: 'settings', label: 'Settings', children: settings },
          {
            key: 'templates',
            label: 'Message templates',
            children: (
              <Suspense fallback={<TabLoading />}>
                <MessageTemplates />
              </Suspense>
            ),
          },
          {
            key: 'log',
            label: 'Notification log',
            children: (
              <Suspense fallback={<TabLoading />}>
                <NotificationLog />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
