import { lazy, useEffect } from 'react';
import { Alert, Button, Card, Col, Empty, Grid, Row, Select, Typography } from 'antd';
// Search alone: antd's Input barrel adds TextArea, Password and OTP.
import { ListSearch } from '../../components/ListSearch.js';
import { RefreshButton } from '../../components/RefreshButton.js';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_MESSAGES, ROLE_LABELS, ROLES, type Role } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { PageHeader } from '../../components/PageHeader.js';
import { OnDemand } from '../dashboards/OnDemand.js';
import { useUrlSearch } from '../admin-sales-managers/use-url-search.js';
import { useListAdminUsersQuery } from './admin-users-api.js';
import { useUserAction } from './use-user-action.js';
import { parseRoleFilter, withRoleFilter } from './user-filters.js';
import { UserCards } from './UserCards.js';
import { UsersTable } from './UsersTable.js';

// The dialog (Modal, Form) loads when an action is first asked for.
const UserActionDialog = lazy(() =>
  import('./UserActionDialog.js').then((m) => ({ default: m.UserActionDialog })),
);

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

/** /admin/users (spec 2 §2 Admin): search and role filter in the URL, the first 100 users, actions behind a dialog. */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const role = parseRoleFilter(params.get('role'));
  const { search, text, setText, commit } = useUrlSearch();
  const { data, isLoading, isFetching, isError, refetch } = useListAdminUsersQuery({ role, search });
  const action = useUserAction();
  const filtered = role !== null || search !== '';
  const phone = Grid.useBreakpoint().md === false;

  useEffect(() => {
    if (isError) toast.error(ADMIN_MESSAGES.usersFailed, 'admin-users');
  }, [isError]);

  const setRole = (value: Role | null) => setParams((previous) => withRoleFilter(previous, value));
  const items = data?.items ?? [];
  const total = data?.total ?? 0;

  const listProps = {
    items,
    loading: isFetching,
    actionsDisabled: action.performing,
    onAction: action.ask,
    empty: filtered ? (
      <Empty description="No users match these filters">
        <Button
          onClick={() => {
            setText('');
            setParams(new URLSearchParams());
          }}
        >
          Clear filters
        </Button>
      </Empty>
    ) : (
      <Empty description="No users yet" />
    ),
  };

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Everyone with an account: suspend, activate or delete, with a note for the record."
        actions={<RefreshButton query={{ isLoading, isFetching, refetch }} />}
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={16}>
            <ListSearch
              label="Search users"
              placeholder="Search by name, email, phone or business"
              value={text}
              onChange={setText}
              onSearch={(value) => commit(value)}
            />
          </Col>
          <Col xs={24} md={8}>
            <Select
              aria-label="Role"
              style={{ width: '100%' }}
              value={role ?? ''}
              options={ROLE_OPTIONS}
              onChange={(value: string) => setRole(parseRoleFilter(value))}
            />
          </Col>
        </Row>
      </Card>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={ADMIN_MESSAGES.usersFailed}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          {data && (
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
              {total > items.length
                ? `Showing the first ${items.length} of ${total} users — narrow the search to find others`
                : `${total} ${total === 1 ? 'user' : 'users'}`}
            </Typography.Text>
          )}
          {phone ? (
            <UserCards {...listProps} />
          ) : (
            <Card styles={{ body: { padding: 0 } }}>
              <UsersTable {...listProps} />
            </Card>
          )}
        </>
      )}
      <OnDemand open={action.pending !== null}>
        <UserActionDialog
          pending={action.pending}
          performing={action.performing}
          onConfirm={(notes) => void action.confirm(notes)}
          onCancel={action.cancel}
        />
      </OnDemand>
    </>
  );
}
