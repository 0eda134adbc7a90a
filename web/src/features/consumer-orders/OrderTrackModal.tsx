import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { consumerOrderRef } from '@ihe/contracts';
import { formatDateTime } from '../../components/date-format.js';
import { useGetOrderQuery } from './orders-api.js';
import { OrderStatusTag } from './OrderStatusTag.js';
import { OrderStatusTimeline } from './OrderStatusTimeline.js';
import { ORDERS_MESSAGES } from './orders-messages.js';

/** Track: the order's status timeline in a dialog; live status changes update it while open. */
export function OrderTrackModal({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { data: order, isLoading, isError, refetch, isFetching } = useGetOrderQuery(orderId);
  return (
    <Modal
      open
      onCancel={onClose}
      title={`Track Order ${consumerOrderRef(orderId)}`}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : isError || !order ? (
        <Alert
          type="error"
          showIcon
          title={ORDERS_MESSAGES.orderNotFound}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
            <Typography.Text type="secondary">Placed {formatDateTime(order.createdAt)}</Typography.Text>
            <OrderStatusTag status={order.status} />
          </Flex>
          <OrderStatusTimeline order={order} />
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Delivering to: {order.shippingAddress}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
