import { Button, Descriptions, Flex, Grid, Modal, Popconfirm, Table, Typography } from 'antd';
import type { VendorOrderAction, VendorOrderLineView, VendorOrderView } from '@ihe/contracts';
import { formatDateTime } from '../../components/date-format.js';
import { formatNaira } from '../../components/money.js';
import { formatKg } from '../catalog/product-format.js';
import { OrderStatusTag } from '../consumer-orders/OrderStatusTag.js';
import { actionLabel, vendorActionsFor } from './vendor-order-actions.js';

export const DECLINE_CONFIRM = 'Decline this order? Your items go back into stock and the customer is told.';

interface Props {
  order: VendorOrderView | null;
  onClose: () => void;
  onAction: (action: VendorOrderAction) => Promise<unknown>;
  busyAction: VendorOrderAction | null;
}

/** The details dialog (spec 2 §2): customer name, email, shipping address and the vendor's items; every action. */
export function VendorOrderDetailsModal({ order, onClose, onAction, busyAction }: Props) {
  const actions = order ? vendorActionsFor(order.status) : [];
  const phone = Grid.useBreakpoint().md === false;
  return (
    <Modal
      open={order !== null}
      onCancel={onClose}
      title={order ? `Order ${order.reference}` : 'Order'}
      width={680}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          {actions.map((action) =>
            action === 'cancelled' ? (
              <Popconfirm
                key={action}
                title={DECLINE_CONFIRM}
                okText="Decline Order"
                okButtonProps={{ danger: true }}
                cancelText="Keep Order"
                onConfirm={() => onAction(action)}
              >
                <Button
                  danger
                  loading={busyAction === action}
                  disabled={busyAction !== null && busyAction !== action}
                >
                  {actionLabel(action)}
                </Button>
              </Popconfirm>
            ) : (
              <Button
                key={action}
                type="primary"
                loading={busyAction === action}
                disabled={busyAction !== null && busyAction !== action}
                onClick={() => void onAction(action)}
              >
                {actionLabel(action)}
              </Button>
            ),
          )}
          <Button onClick={onClose}>Close</Button>
        </Flex>
      }
    >
      {order && (
        <>
          <Descriptions
            column={1}
            size="small"
            style={{ marginBottom: 16 }}
            items={[
              { key: 'status', label: 'Status', children: <OrderStatusTag status={order.status} /> },
              { key: 'date', label: 'Placed', children: formatDateTime(order.createdAt) },
              { key: 'customer', label: 'Customer name', children: order.customer.fullName },
              {
                key: 'email',
                label: 'Email',
                children: <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>,
              },
              ...(order.customer.phone
                ? [
                    {
                      key: 'phone',
                      label: 'Phone',
                      children: <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a>,
                    },
                  ]
                : []),
              { key: 'address', label: 'Shipping address', children: order.shippingAddress },
            ]}
          />
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            Your items
          </Typography.Title>
          {phone ? (
            <PhoneItems order={order} />
          ) : (
            <Table<VendorOrderLineView>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={order.items}
              scroll={{ x: 480 }}
              columns={[
                { title: 'Product', dataIndex: 'productName', key: 'product' },
                {
                  title: 'Quantity',
                  dataIndex: 'quantity',
                  key: 'quantity',
                  align: 'right',
                  render: formatKg,
                },
                {
                  title: 'Price / kg',
                  dataIndex: 'unitPrice',
                  key: 'unit',
                  align: 'right',
                  render: formatNaira,
                },
                {
                  title: 'Total',
                  dataIndex: 'totalPrice',
                  key: 'total',
                  align: 'right',
                  render: formatNaira,
                },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    <strong>Revenue</strong> (you earn {formatNaira(order.earnings)})
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <strong>{formatNaira(order.totalAmount)}</strong>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          )}
        </>
      )}
    </Modal>
  );
}

/** Phones: one line per item instead of a table that would scroll sideways. */
function PhoneItems({ order }: { order: VendorOrderView }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Your items">
      {order.items.map((line) => (
        <li key={line.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
          <Flex justify="space-between" gap={8}>
            <span>
              <span style={{ display: 'block' }}>{line.productName}</span>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                {formatKg(line.quantity)} × {formatNaira(line.unitPrice)}
              </Typography.Text>
            </span>
            <span>{formatNaira(line.totalPrice)}</span>
          </Flex>
        </li>
      ))}
      <li style={{ paddingTop: 8 }}>
        <Flex justify="space-between" gap={8}>
          <span>
            <strong>Revenue</strong>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              you earn {formatNaira(order.earnings)}
            </Typography.Text>
          </span>
          <strong>{formatNaira(order.totalAmount)}</strong>
        </Flex>
      </li>
    </ul>
  );
}
