import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Divider,
  Flex,
  Row,
  Skeleton,
  Table,
  Typography,
} from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { consumerOrderRef, PAYMENT_METHOD_LABELS, type OrderLineView, type OrderView } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { BrandLogo } from '../../components/BrandLogo.js';
import { formatDateTime } from '../../components/date-format.js';
import { LinkButton } from '../../components/LinkButton.js';
import { formatDeliveryFee, formatNaira } from '../../components/money.js';
import { CONTACT_DETAILS } from '../layout/site-links.js';
import { useGetOrderQuery } from './orders-api.js';
import { ORDER_STATUS_LABELS } from './order-status.js';
import { ORDERS_MESSAGES } from './orders-messages.js';
import './invoice.css';

/** /consumer-dashboard/orders/:orderId/invoice: a printable invoice of one own order. */
export function InvoicePage() {
  const { orderId = '' } = useParams();
  const { data: order, isLoading, isError, error, refetch, isFetching } = useGetOrderQuery(orderId);
  const notFound = describeApiError(error).status === 404;

  // Stands alone (no app shell): the page is its own main landmark.
  return (
    <main className="ihe-invoice-page">
      <Flex className="ihe-no-print" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <LinkButton icon={<ArrowLeftOutlined aria-hidden />} to="/consumer-dashboard/orders">
          Back to My Orders
        </LinkButton>
        <Button
          type="primary"
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => window.print()}
          disabled={!order}
        >
          Print Invoice
        </Button>
      </Flex>
      {isLoading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : isError || !order ? (
        <Alert
          type="error"
          showIcon
          title={notFound ? ORDERS_MESSAGES.orderNotFound : ORDERS_MESSAGES.loadFailed}
          action={
            notFound ? undefined : (
              <Button size="small" onClick={() => void refetch()} loading={isFetching}>
                Retry
              </Button>
            )
          }
        />
      ) : (
        <Invoice order={order} />
      )}
    </main>
  );
}

function Invoice({ order }: { order: OrderView }) {
  const ref = consumerOrderRef(order.id);
  return (
    <Card className="ihe-invoice" role="region" aria-label={`Invoice ${ref}`}>
      <Flex justify="space-between" align="flex-start" wrap gap={16}>
        <div>
          <BrandLogo />
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            Wholesale farm produce · {CONTACT_DETAILS.location}
          </Typography.Paragraph>
        </div>
        <div className="ihe-invoice-title">
          <Typography.Title level={1} style={{ fontSize: 26, margin: 0, letterSpacing: 1 }}>
            INVOICE
          </Typography.Title>
          <Typography.Text strong>{ref}</Typography.Text>
        </div>
      </Flex>
      <Divider />
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <Descriptions
            title="Billed to"
            column={1}
            size="small"
            items={[
              { key: 'name', label: 'Name', children: order.customer.fullName },
              { key: 'email', label: 'Email', children: order.customer.email },
              { key: 'phone', label: 'Phone', children: order.customer.phone || '—' },
              { key: 'address', label: 'Deliver to', children: order.shippingAddress },
            ]}
          />
        </Col>
        <Col xs={24} md={12}>
          <Descriptions
            title="Order"
            column={1}
            size="small"
            items={[
              { key: 'date', label: 'Date', children: formatDateTime(order.createdAt) },
              { key: 'status', label: 'Status', children: ORDER_STATUS_LABELS[order.status] },
              { key: 'payment', label: 'Payment', children: PAYMENT_METHOD_LABELS[order.paymentMethod] },
              ...(order.specialInstructions
                ? [{ key: 'notes', label: 'Instructions', children: order.specialInstructions }]
                : []),
            ]}
          />
        </Col>
      </Row>
      <Table<OrderLineView>
        style={{ marginTop: 16 }}
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={order.items}
        columns={[
          { title: 'Product', dataIndex: 'productName', key: 'product' },
          { title: 'Qty (kg)', dataIndex: 'quantity', key: 'quantity', align: 'right' },
          {
            title: 'Unit Price',
            key: 'unit',
            align: 'right',
            render: (_value, line) => formatNaira(line.unitPrice),
          },
          {
            title: 'Amount',
            key: 'amount',
            align: 'right',
            render: (_value, line) => formatNaira(line.totalPrice),
          },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Descriptions
          column={1}
          size="small"
          style={{ minWidth: 260 }}
          items={[
            { key: 'subtotal', label: 'Subtotal', children: formatNaira(order.subtotal) },
            {
              key: 'delivery',
              label: 'Delivery Fee',
              children: formatDeliveryFee(order.deliveryFee),
            },
            {
              key: 'total',
              label: <Typography.Text strong>Total</Typography.Text>,
              children: <Typography.Text strong>{formatNaira(order.totalAmount)}</Typography.Text>,
            },
          ]}
        />
      </Flex>
      <Divider />
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
        Thank you for buying from Ihe Market. Questions about this order? Write to {CONTACT_DETAILS.email}.
      </Typography.Paragraph>
    </Card>
  );
}
