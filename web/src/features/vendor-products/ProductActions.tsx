import { useRef, useState } from 'react';
import { Button, Flex, Popconfirm, Tooltip, type ButtonProps } from 'antd';
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
      <OpenerButton
        tooltip="View"
        icon={<EyeOutlined aria-hidden />}
        aria-label={`View ${product.name}`}
        onClick={() => handlers.onView(product)}
      />
      <OpenerButton
        tooltip="Edit"
        icon={<EditOutlined aria-hidden />}
        aria-label={`Edit ${product.name}`}
        onClick={() => handlers.onEdit(product)}
      />
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

/**
 * An icon button with a hover tooltip that closes on click. View and Edit open a drawer or a
 * dialog, and the tooltip sits above both: left alone it stayed over the drawer for as long as
 * the pointer rested on the button.
 */
function OpenerButton({ tooltip, onClick, onMouseLeave, ...button }: ButtonProps & { tooltip: string }) {
  const [tooltipOpen, setTooltipOpen] = useState(false);
  // Keeps the tooltip shut from the click until the pointer leaves the button: its hover delay
  // can still be running after a quick click, and would open it over the drawer.
  const clicked = useRef(false);
  return (
    <Tooltip
      title={tooltip}
      open={tooltipOpen}
      onOpenChange={(open) => setTooltipOpen(open && !clicked.current)}
    >
      <Button
        {...button}
        onClick={(event) => {
          clicked.current = true;
          setTooltipOpen(false);
          onClick?.(event);
        }}
        onMouseLeave={(event) => {
          clicked.current = false;
          onMouseLeave?.(event);
        }}
      />
    </Tooltip>
  );
}
