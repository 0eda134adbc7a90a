import { Steps, type StepsProps } from 'antd';
import type { OrderView } from '@ihe/contracts';
import { formatDateTime } from '../../components/date-format.js';
import { buildStatusTimeline, type TimelineStepState } from './status-timeline.js';

const STEP_STATUS: Record<TimelineStepState, NonNullable<StepsProps['status']>> = {
  done: 'finish',
  current: 'process',
  upcoming: 'wait',
  cancelled: 'error',
};

const WAITING_TEXT: Record<TimelineStepState, string> = {
  done: '',
  current: 'In progress',
  upcoming: 'Waiting',
  cancelled: '',
};

/** Where the order is: its status history on the way pending → delivered, or up to its cancellation. */
export function OrderStatusTimeline({ order }: { order: Pick<OrderView, 'status' | 'statusHistory'> }) {
  const steps = buildStatusTimeline(order);
  return (
    <Steps
      orientation="vertical"
      size="small"
      aria-label="Order status timeline"
      items={steps.map((step) => ({
        key: step.status,
        title: step.label,
        status: STEP_STATUS[step.state],
        content: step.at ? formatDateTime(step.at) : WAITING_TEXT[step.state] || undefined,
      }))}
    />
  );
}
