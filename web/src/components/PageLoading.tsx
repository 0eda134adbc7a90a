import { Spin } from 'antd';

/**
 * The loading state shown while a route's code or a guard's check is pending: a large spinner with what is
 * awaited, centred in the space the page will take. The class names it for the accessibility scan, which
 * waits for it to go (e2e/axe-scan.ts).
 */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      className="ihe-page-loading"
      role="status"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '40vh',
        padding: 24,
      }}
    >
      <Spin size="large" description={label} />
    </div>
  );
}
