import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Pagination, Row, Select, Skeleton, Spin } from 'antd';
// Search alone: antd's Input barrel adds TextArea, Password and OTP.
import { ListSearch } from './ListSearch.js';
import { RefreshButton } from './RefreshButton.js';
import { PageHeader } from './PageHeader.js';

/** The state of the list's query (RTK Query's names). */
interface ListQuery {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface Props<Status extends string> {
  title: string;
  subtitle: string;
  /** The search box: what is typed, and the search it commits (Enter or the button). */
  search: {
    text: string;
    placeholder: string;
    onType: (text: string) => void;
    onSearch: (text: string) => void;
  };
  status: { value: Status; options: { value: Status; label: string }[]; onChange: (status: Status) => void };
  query: ListQuery;
  /** The error shown when the list could not be loaded. */
  loadFailed: string;
  /** How many orders this page of the list holds: none shows `empty`. */
  count: number;
  empty: ReactNode;
  page: { current: number; size: number; total: number; onChange: (page: number) => void };
  /** The orders' cards. */
  children: ReactNode;
}

/**
 * A page of orders (a consumer's, a vendor's): title and refresh, search and status filter, then the list
 * with its loading, error and empty states, and pages of it.
 */
export function OrderList<Status extends string>({
  title,
  subtitle,
  search,
  status,
  query,
  loadFailed,
  count,
  empty,
  page,
  children,
}: Props<Status>) {
  const { isLoading, isFetching, isError, refetch } = query;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={<RefreshButton query={query} />} />

      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={15}>
            <ListSearch
              label="Search orders"
              placeholder={search.placeholder}
              value={search.text}
              onChange={search.onType}
              onSearch={search.onSearch}
            />
          </Col>
          <Col xs={24} md={9}>
            <Select
              aria-label="Filter by status"
              style={{ width: '100%' }}
              value={status.value}
              options={status.options}
              onChange={status.onChange}
            />
          </Col>
        </Row>
      </Card>

      {isError ? (
        <Alert
          type="error"
          showIcon
          title={loadFailed}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : isLoading ? (
        <Flex vertical gap={16} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Card key={key} size="small">
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          ))}
        </Flex>
      ) : count === 0 ? (
        <Card>{empty}</Card>
      ) : (
        <Spin spinning={isFetching} description="Updating…">
          <Flex vertical gap={16}>
            {children}
          </Flex>
          {page.total > page.size && (
            <Flex justify="center" style={{ marginTop: 20 }}>
              <Pagination
                current={page.current}
                pageSize={page.size}
                total={page.total}
                showSizeChanger={false}
                onChange={page.onChange}
              />
            </Flex>
          )}
        </Spin>
      )}
    </>
  );
}
