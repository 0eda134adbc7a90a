import { Descriptions, Drawer, Grid, Tag, Typography } from 'antd';
import type { VendorProductView } from '@ihe/contracts';
import { formatDate } from '../../components/date-format.js';
import { formatNaira } from '../../components/money.js';
import { formatKg } from '../catalog/product-format.js';
import { ProductImage } from '../catalog/ProductImage.js';
import { StockStatusTag } from './StockStatusTag.js';
import './vendor-products.css';

/** View: a product's details and images (a full-width drawer on phones). */
export function ProductDetailsDrawer({
  product,
  onClose,
}: {
  product: VendorProductView | null;
  onClose: () => void;
}) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={product !== null}
      onClose={onClose}
      title={product?.name}
      size={screens.md === false ? '100%' : 480}
      destroyOnHidden
    >
      {product && (
        <>
          <div className="ihe-vendor-gallery" style={{ marginBottom: 16 }}>
            {(product.imageUrls.length > 0 ? product.imageUrls : [undefined]).map((url, index) => (
              <div key={url ?? 'none'}>
                <ProductImage
                  key={url}
                  src={url}
                  alt={`${product.name}, image ${index + 1}`}
                  sizes="(max-width: 767.98px) 50vw, 160px"
                />
              </div>
            ))}
          </div>
          <Typography.Paragraph>{product.description}</Typography.Paragraph>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              {
                key: 'category',
                label: 'Category',
                children: <span style={{ textTransform: 'capitalize' }}>{product.category}</span>,
              },
              {
                key: 'status',
                label: 'Status',
                children: <StockStatusTag stockQuantity={product.stockQuantity} />,
              },
              { key: 'base', label: 'Your price / kg', children: formatNaira(product.basePrice) },
              { key: 'price', label: 'Customer price / kg', children: formatNaira(product.price) },
              { key: 'stock', label: 'Stock', children: formatKg(product.stockQuantity) },
              { key: 'minimum', label: 'Minimum order', children: formatKg(product.minimumOrderQuantity) },
              { key: 'orders', label: 'Orders', children: product.ordersCount },
              { key: 'revenue', label: 'Revenue', children: formatNaira(product.revenue) },
              { key: 'origin', label: 'Farm origin', children: product.farmOrigin || '—' },
              {
                key: 'organic',
                label: 'Organic',
                children: product.isOrganic ? <Tag color="green">Organic</Tag> : 'No',
              },
              { key: 'created', label: 'Listed', children: formatDate(product.createdAt) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
