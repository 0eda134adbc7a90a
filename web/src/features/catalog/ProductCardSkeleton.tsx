import { Card, Skeleton } from 'antd';
import './catalog.css';

/**
 * The loading shape of a ProductCard: the image's square, the name, three lines and the button, so the grid
 * keeps its shape when the products arrive (beside each other on phones, as the card's row is).
 */
export function ProductCardSkeleton() {
  return (
    <Card className="ihe-product-card" styles={{ body: { padding: 0, height: '100%' } }} aria-hidden>
      <div className="ihe-product-skeleton">
        <Skeleton.Image
          active
          classNames={{ root: 'ihe-product-skeleton-image' }}
          styles={{
            root: { display: 'block' },
            content: { width: '100%', height: 'auto', aspectRatio: '1 / 1' },
          }}
        />
        <div className="ihe-product-skeleton-body">
          <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 3 }} />
          <Skeleton.Button active block style={{ marginTop: 12 }} />
        </div>
      </div>
    </Card>
  );
}
