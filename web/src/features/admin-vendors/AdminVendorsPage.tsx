import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Row, Select, Typography } from 'antd';
// Search alone: antd's Input barrel adds TextArea, Password and OTP.
import { ListSearch } from '../../components/ListSearch.js';
import { RefreshButton } from '../../components/RefreshButton.js';
import { useSearchParams } from 'react-router-dom';
import {
  VERIFICATION_MESSAGES,
  VERIFICATION_STATUSES,
  type AdminVendorVerificationItem,
  type VerificationStatus,
} from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { OnDemand } from '../dashboards/OnDemand.js';
import { VERIFICATION_STATUS_LABELS } from '../vendor-verification/verification-status.js';
import { useListVendorVerificationsQuery } from './admin-vendors-api.js';
import { useVendorDecision } from './use-vendor-decision.js';
import {
  parseVendorRequestFilters,
  VENDOR_REQUESTS_PAGE_SIZE,
  withVendorRequestFilters,
  type VendorRequestFilters,
} from './vendor-request-filters.js';
import { VendorRequestsTable } from './VendorRequestsTable.js';
import { VerificationCounts } from './VerificationCounts.js';

// The review dialog (Modal, documents list) loads when a request is first opened.
const ReviewVendorModal = lazy(() =>
  import('./ReviewVendorModal.js').then((m) => ({ default: m.ReviewVendorModal })),
);

const SEARCH_DEBOUNCE_MS = 400;
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...VERIFICATION_STATUSES.map((status) => ({ value: status, label: VERIFICATION_STATUS_LABELS[status] })),
];

/** /admin/vendors (spec 2 §2 admin vendor verification): counts, search, status filter, review dialog. */
export function AdminVendorsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseVendorRequestFilters(params), [params]);
  const update = useCallback(
    (change: Partial<VendorRequestFilters>, replace = false) =>
      setParams((previous) => withVendorRequestFilters(previous, change), { replace }),
    [setParams],
  );
  const [text, setText] = useState(filters.search);
  useEffect(
    () => setText((current) => (current.trim() === filters.search ? current : filters.search)),
    [filters.search],
  );
  useEffect(() => {
    if (text.trim() === filters.search) return;
    const timer = setTimeout(() => update({ search: text }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, update]);

  const { data, isLoading, isFetching, isError, refetch } = useListVendorVerificationsQuery({
    status: filters.status ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
    pageSize: VENDOR_REQUESTS_PAGE_SIZE,
  });
  const { decide, deciding } = useVendorDecision();
  const [reviewing, setReviewing] = useState<AdminVendorVerificationItem | null>(null);
  const filtered = filters.status !== null || filters.search !== '';

  useEffect(() => {
    if (isError) toast.error(VERIFICATION_MESSAGES.loadFailed, 'admin-vendors');
  }, [isError]);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
            Vendor Verification
          </Typography.Title>
          <Typography.Text type="secondary">
            Review new vendors before they can list products.
          </Typography.Text>
        </div>
        <RefreshButton query={{ isLoading, isFetching, refetch }} />
      </Flex>
      <VerificationCounts
        counts={data?.counts}
        onSelect={(status: VerificationStatus) => update({ status })}
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={15}>
            <ListSearch
              label="Search vendors"
              placeholder="Search by name, email or business"
              value={text}
              onChange={setText}
              onSearch={(value) => update({ search: value })}
            />
          </Col>
          <Col xs={24} md={9}>
            <Select
              aria-label="Filter by status"
              style={{ width: '100%' }}
              value={filters.status ?? ''}
              options={STATUS_OPTIONS}
              onChange={(status: string) => update({ status: (status || null) as VerificationStatus | null })}
            />
          </Col>
        </Row>
      </Card>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={VERIFICATION_MESSAGES.loadFailed}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        <Card styles={{ body: { padding: 0 } }}>
          <VendorRequestsTable
            items={data?.items ?? []}
            loading={isFetching}
            onReview={setReviewing}
            empty={
              filtered ? (
                <Empty description="No vendor requests match these filters">
                  <Button onClick={() => update({ status: null, search: '' })}>Clear filters</Button>
                </Empty>
              ) : (
                <Empty description="No vendor verification requests yet" />
              )
            }
            pagination={{
              current: filters.page,
              pageSize: VENDOR_REQUESTS_PAGE_SIZE,
              total: data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (page) => update({ page }),
            }}
          />
        </Card>
      )}
      <OnDemand open={reviewing !== null}>
        <ReviewVendorModal
          request={reviewing}
          onClose={() => setReviewing(null)}
          deciding={deciding}
          onDecide={(status, notes) =>
            reviewing ? decide(reviewing.vendorId, status, notes) : Promise.resolve(false)
          }
        />
      </OnDemand>
    </>
  );
}
