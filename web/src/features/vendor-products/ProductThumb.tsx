import { Flex, Typography } from 'antd';
import type { VendorProductView } from '@ihe/contracts';
import { ProductImage } from '../catalog/ProductImage.js';
import './vendor-products.css';

/** The product's first image and name, with its category under it. */
export function ProductThumb({ product }: { product: VendorProductView }) {
  return (
    <Flex gap={12} align="center">
      <div className="ihe-vendor-thumb">
        <ProductImage key={product.imageUrls[0]} src={product.imageUrls[0]} alt={product.name} />
      </div>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong style={{ display: 'block' }} ellipsis>
          {product.name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13, textTransform: 'capitalize' }}>
          {product.category}
        </Typography.Text>
      </div>
    </Flex>
  );
}
