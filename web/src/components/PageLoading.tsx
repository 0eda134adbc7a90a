import { Flex, Spin } from 'antd';

/** The loading state shown while a route's code or a guard's check is pending. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '40vh', padding: 24 }} role="status">
      <Spin size="large" description={label} />
    </Flex>
  );
}
