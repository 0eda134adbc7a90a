import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Grid,
  List,
  Row,
  Select,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { ScrollRegion } from '../../components/ScrollRegion.js';
import { RefreshButton } from '../../components/RefreshButton.js';
import { useSearchParams } from 'react-router-dom';
import {
  consumerOrderRef,
  WHATSAPP_NOTIFICATION_STATUSES,
  WHATSAPP_RECIPIENT_TYPES,
  type WhatsAppNotificationView,
} from '@ihe/contracts';
import { formatDateTime } from '../../components/date-format.js';
import { toast } from '../../components/toast.js';
import {
  hasLogFilters,
  LOG_PAGE_SIZE,
  logQuery,
  parseLogFilters,
  withLogFilters,
  type LogFilters,
} from './log-filters.js';
import { RECIPIENT_LABELS, STATUS_LABELS } from './notification-labels.js';
import { NotificationStatusTag } from './NotificationStatusTag.js';
import { WHATSAPP_TOASTS } from './whatsapp-page-messages.js';
import { useAppDispatch } from '../../app/hooks.js';
import {
  PENDING_POLL_MS,
  useListWhatsAppNotificationsQuery,
  whatsAppAdminApi,
} from './whatsapp-admin-api.js';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...WHATSAPP_NOTIFICATION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];
const RECIPIENT_OPTIONS = [
  { value: '', label: 'All recipients' },
  ...WHATSAPP_RECIPIENT_TYPES.map((type) => ({ value: type, label: RECIPIENT_LABELS[type] })),
];

/** Recent notifications, newest first: paged on the server, filters in the URL. */
export function NotificationLog() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseLogFilters(params), [params]);
  const update = (change: Partial<LogFilters>) => setParams((previous) => withLogFilters(previous, change));
  const screens = Grid.useBreakpoint();
  const dispatch = useAppDispatch();
  // Poll only while something is pending: sent and delivered arrive within seconds of an order.
  const [polling, setPolling] = useState(false);
  const { data, currentData, isLoading, isFetching, isError, refetch } = useListWhatsAppNotificationsQuery(
    logQuery(filters),
    {
      refetchOnMountOrArgChange: true,
      pollingInterval: polling ? PENDING_POLL_MS : 0,
      skipPollingIfUnfocused: true,
    },
  );
  const pending = currentData?.items.some((item) => item.status === 'pending') ?? false;
  useEffect(() => setPolling(pending), [pending]);
  // A spinner for a new page or filter, not for the quiet refresh of the same one.
  const loading = isFetching && !currentData;
  // The figures above count the same messages: a refresh that shows new rows must not leave them behind.
  const refresh = () => {
    dispatch(whatsAppAdminApi.util.invalidateTags(['WhatsAppStats']));
    return refetch();
  };

  useEffect(() => {
    if (isError) toast.error(WHATSAPP_TOASTS.logLoadFailed, 'whatsapp-log');
  }, [isError]);

  const filterOrder = (orderId: string) => update({ order: orderId });
  const items = data?.items ?? [];
  const pagination = {
    current: filters.page,
    pageSize: LOG_PAGE_SIZE,
    total: data?.total ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: (page: number) => update({ page }),
  };
  const empty = (
    <Empty
      description={hasLogFilters(filters) ? 'No notifications match these filters' : 'No notifications yet'}
    >
      {hasLogFilters(filters) && (
        <Button onClick={() => update({ status: null, recipient: null, order: null })}>Clear filters</Button>
      )}
    </Empty>
  );

  return (
    <Card>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }} align="middle">
        <Col xs={24} sm={12} md={8}>
          <Select
            aria-label="Filter by status"
            style={{ width: '100%' }}
            value={filters.status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(status: string) => update({ status: (status || null) as LogFilters['status'] })}
          />
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Select
            aria-label="Filter by recipient"
            style={{ width: '100%' }}
            value={filters.recipient ?? ''}
            options={RECIPIENT_OPTIONS}
            onChange={(recipient: string) =>
              update({ recipient: (recipient || null) as LogFilters['recipient'] })
            }
          />
        </Col>
        <Col xs={24} md={8}>
          <Flex gap={8} align="center" justify="flex-end" wrap>
            {filters.order && (
              <Tag
                closable={{ 'aria-label': 'Show all orders' }}
                onClose={() => update({ order: null })}
                className="ihe-wa-order-filter"
              >
                Order {consumerOrderRef(filters.order)}
              </Tag>
            )}
            <RefreshButton query={{ isLoading, isFetching, refetch: refresh }} />
          </Flex>
        </Col>
      </Row>

      {isError ? (
        <Alert
          type="error"
          showIcon
          title={WHATSAPP_TOASTS.logLoadFailed}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : screens.md ? (
        <ScrollRegion label="Notification log table">
          <Table<WhatsAppNotificationView>
            rowKey="id"
            className="ihe-wa-log"
            size="middle"
            columns={logColumns(filterOrder)}
            dataSource={items}
            loading={loading}
            pagination={pagination}
            scroll={{ x: 900 }}
            locale={{ emptyText: isLoading ? ' ' : empty }}
          />
        </ScrollRegion>
      ) : (
        <List<WhatsAppNotificationView>
          dataSource={items}
          loading={loading}
          pagination={items.length > 0 ? { ...pagination, align: 'center', simple: true } : false}
          locale={{ emptyText: isLoading ? ' ' : empty }}
          renderItem={(item) => (
            <List.Item key={item.id} style={{ paddingInline: 0 }}>
              <NotificationCard item={item} onOrder={filterOrder} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function OrderLink({ orderId, onOrder }: { orderId: string | null; onOrder: (orderId: string) => void }) {
  if (!orderId) return <Typography.Text type="secondary">Test message</Typography.Text>;
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0, height: 'auto' }}
      onClick={() => onOrder(orderId)}
      aria-label={`Show the messages of order ${consumerOrderRef(orderId)}`}
    >
      {consumerOrderRef(orderId)}
    </Button>
  );
}

function ErrorText({ error }: { error: string | null }) {
  if (!error) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Paragraph
      type="danger"
      style={{ margin: 0 }}
      ellipsis={{ rows: 3, expandable: 'collapsible' }}
    >
      {error}
    </Typography.Paragraph>
  );
}

function MessageText({ text }: { text: string }) {
  return (
    <Typography.Paragraph
      style={{ margin: 0, whiteSpace: 'pre-line' }}
      ellipsis={{ rows: 2, expandable: 'collapsible', symbol: (expanded) => (expanded ? 'Less' : 'More') }}
    >
      {text}
    </Typography.Paragraph>
  );
}

function logColumns(onOrder: (orderId: string) => void): TableColumnsType<WhatsAppNotificationView> {
  return [
    {
      title: 'Status',
      dataIndex: 'status',
      width: 160,
      render: (_value, item) => (
        <Flex vertical gap={4} align="flex-start">
          <NotificationStatusTag status={item.status} />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {formatDateTime(item.createdAt)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Recipient',
      dataIndex: 'recipientType',
      width: 160,
      render: (_value, item) => (
        <>
          <Typography.Text strong style={{ display: 'block' }}>
            {RECIPIENT_LABELS[item.recipientType]}
          </Typography.Text>
          <Typography.Text type="secondary">{displayNumber(item.recipientNumber)}</Typography.Text>
        </>
      ),
    },
    {
      title: 'Order',
      dataIndex: 'orderId',
      width: 120,
      render: (_value, item) => <OrderLink orderId={item.orderId} onOrder={onOrder} />,
    },
    {
      title: 'Message',
      dataIndex: 'messageContent',
      render: (value: string) => <MessageText text={value} />,
    },
    {
      title: 'Error',
      dataIndex: 'errorMessage',
      width: 180,
      render: (value: string | null) => <ErrorText error={value} />,
    },
  ];
}

/** The number as sent (digits, with the country code), shown with its +. */
const displayNumber = (number: string) => `+${number.replace(/^\+/, '')}`;

/** One notification as a card, for phones. */
function NotificationCard({
  item,
  onOrder,
}: {
  item: WhatsAppNotificationView;
  onOrder: (orderId: string) => void;
}) {
  return (
    <Flex vertical gap={6} style={{ width: '100%' }} className="ihe-wa-log-card">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <NotificationStatusTag status={item.status} />
        <Typography.Text type="secondary">{formatDateTime(item.createdAt)}</Typography.Text>
      </Flex>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text>
          <Typography.Text strong>{RECIPIENT_LABELS[item.recipientType]}</Typography.Text> ·{' '}
          {displayNumber(item.recipientNumber)}
        </Typography.Text>
        <OrderLink orderId={item.orderId} onOrder={onOrder} />
      </Flex>
      <MessageText text={item.messageContent} />
      {item.errorMessage && <ErrorText error={item.errorMessage} />}
    </Flex>
  );
}
