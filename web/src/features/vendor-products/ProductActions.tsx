import { Button, Flex, Popconfirm, Tooltip } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import { VENDOR_PRODUCT_MESSAGES, type VendorProductView } from '@ihe/contracts';

export interface ProductActionHandlers {
  onView: (product: VendorProductView) => void;
  onEdit: (product: VendorProductView) => void;
  onToggle: (product: VendorProductView) => Promise<void>;
  onDelete: (product: VendorProductView) => Promise<void>;
  busyId: string | null;
}

/** View, Edit, Activate or Deactivate, and Delete behind the spec's confirmation. */
export function ProductActions({
  product,
  ...handlers
}: ProductActionHandlers & { product: VendorProductView }) {
  const busy = handlers.busyId === product.id;
  const otherBusy = handlers.busyId !== null && !busy;
  const inactive = product.stockQuantity <= 0;
  return (
    <Flex gap={6} wrap>
      <Tooltip title="View">
        <Button
          icon={<EyeOutlined aria-hidden />}
          aria-label={`View ${product.name}`}
          onClick={() => handlers.onView(product)}
        />
      </Tooltip>
      <Tooltip title="Edit">
        <Button
          icon={<EditOutlined aria-hidden />}
          aria-label={`Edit ${product.name}`}
          onClick={() => handlers.onEdit(product)}
        />
      </Tooltip>
      <Button
        icon={inactive ? <PlayCircleOutlined aria-hidden /> : <PauseCircleOutlined aria-hidden />}
        onClick={() => void handlers.onToggle(product)}
        loading={busy}
        disabled={otherBusy}
        aria-label={`${inactive ? 'Activate' : 'Deactivate'} ${product.name}`}
      >
        {inactive ? 'Activate' : 'Deactivate'}
      </Button>
      <Popconfirm
        title={VENDOR_PRODUCT_MESSAGES.deleteConfirm}
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onConfirm={() => handlers.onDelete(product)}
      >
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Delete ${product.name}`}
          disabled={busy || otherBusy}
        />
      </Popconfirm>
    </Flex>
  );
}
