import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  VENDOR_ORDER_ACTIONS,
  VENDOR_ORDER_MESSAGES,
  type VendorOrderAction,
  type VendorOrderStatusRequest,
} from '@ihe/contracts';

const ACTIONS = Object.keys(VENDOR_ORDER_ACTIONS) as VendorOrderAction[];

/** POST /api/v1/vendor/orders/:orderId/status body: the status the vendor's action moves its part to. */
export class VendorOrderStatusDto implements VendorOrderStatusRequest {
  @ApiProperty({
    enum: ACTIONS,
    description:
      'confirmed (Confirm), cancelled (Decline), shipped (Mark as Shipped), delivered (Mark as Delivered)',
  })
  @IsIn(ACTIONS, { message: VENDOR_ORDER_MESSAGES.invalidAction })
  status: VendorOrderAction;
}
