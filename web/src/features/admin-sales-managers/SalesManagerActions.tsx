import { Button, Flex, Popconfirm } from 'antd';
import type { AdminSalesManagerItem } from '@ihe/contracts';
import { actionsFor, approvalState, type SalesManagerAction } from './approval-state.js';
import type { DecisionInFlight } from './use-sales-manager-decision.js';

interface Props {
  manager: AdminSalesManagerItem;
  inFlight: DecisionInFlight | null;
  onDecide: (id: string, action: SalesManagerAction) => void;
}

/** Approve / Reject / Revoke as the state allows; Revoke ends the manager's access, so it asks first. */
export function SalesManagerActions({ manager, inFlight, onDecide }: Props) {
  const busy = inFlight !== null;
  const spinning = (action: SalesManagerAction) => inFlight?.id === manager.id && inFlight.action === action;
  const who = manager.fullName || manager.email;
  return (
    <Flex gap={8} wrap>
      {actionsFor(approvalState(manager.isApproved)).map((action) =>
        action === 'approve' ? (
          <Button
            key={action}
            size="small"
            type="primary"
            loading={spinning(action)}
            disabled={busy && !spinning(action)}
            aria-label={`Approve ${who}`}
            onClick={() => onDecide(manager.id, action)}
          >
            Approve
          </Button>
        ) : action === 'reject' ? (
          <Button
            key={action}
            size="small"
            danger
            loading={spinning(action)}
            disabled={busy && !spinning(action)}
            aria-label={`Reject ${who}`}
            onClick={() => onDecide(manager.id, action)}
          >
            Reject
          </Button>
        ) : (
          <Popconfirm
            key={action}
            title={`Revoke ${who}'s access?`}
            description="They are signed out at once and can no longer add products."
            okText="Revoke"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => onDecide(manager.id, action)}
          >
            <Button
              size="small"
              danger
              loading={spinning(action)}
              disabled={busy && !spinning(action)}
              aria-label={`Revoke ${who}`}
            >
              Revoke
            </Button>
          </Popconfirm>
        ),
      )}
    </Flex>
  );
}
