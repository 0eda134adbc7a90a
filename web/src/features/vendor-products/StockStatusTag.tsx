import { Tag } from 'antd';
import { STOCK_STATUS_LABELS, stockStatus, type StockStatus } from '@ihe/contracts';

const COLORS: Record<StockStatus, string> = { active: 'green', low_stock: 'orange', inactive: 'default' };

/** Active above 10 kg, Low Stock 1 to 10, Inactive at 0 (spec 2 §4); the label always shows. */
export function StockStatusTag({ stockQuantity }: { stockQuantity: number }) {
  const status = stockStatus(stockQuantity);
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {STOCK_STATUS_LABELS[status]}
    </Tag>
  );
}
