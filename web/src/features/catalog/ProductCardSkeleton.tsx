import { Card, Skeleton } from 'antd';

/** The loading shape of a ProductCard. */
export function ProductCardSkeleton() {
  return (
    <Card className="ihe-product-card ihe-product-skeleton" styles={{ body: { padding: 0 } }} aria-hidden>
      <Skeleton.Image active style={{ width: '100%' }} />
      <div style={{ padding: 16 }}>
        <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 3 }} />
        <Skeleton.Button active block style={{ marginTop: 12 }} />
      </div>
    </Card>
  );
}
