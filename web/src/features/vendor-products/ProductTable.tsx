import { Card, Empty, Flex, Grid, List, Table, Typography, type TableColumnsType } from 'antd';
import type { VendorProductView } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';
import { formatKg } from '../catalog/product-format.js';
import { ProductActions, type ProductActionHandlers } from './ProductActions.js';
import { ProductThumb } from './ProductThumb.js';
import { StockStatusTag } from './StockStatusTag.js';

interface Props extends ProductActionHandlers {
  products: VendorProductView[];
  loading: boolean;
  empty: React.ReactNode;
}

const PAGE_SIZE = 10;

/** The inventory: a table on wider screens, one card per product on phones (docs/web-ui.md). */
export function ProductTable({ products, loading, empty, ...handlers }: Props) {
  const screens = Grid.useBreakpoint();
  const columns: TableColumnsType<VendorProductView> = [
    {
      title: 'Product',
      key: 'product',
      render: (_, product) => <ProductThumb product={product} />,
    },
    {
      title: 'Price / kg',
      key: 'price',
      align: 'right',
      render: (_, product) => <PriceCell product={product} />,
    },
    {
      title: 'Stock',
      dataIndex: 'stockQuantity',
      key: 'stock',
      align: 'right',
      render: (kg: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatKg(kg)}</span>,
    },
    { title: 'Orders', dataIndex: 'ordersCount', key: 'orders', align: 'right' },
    { title: 'Revenue', dataIndex: 'revenue', key: 'revenue', align: 'right', render: formatNaira },
    {
      title: 'Status',
      key: 'status',
      render: (_, product) => <StockStatusTag stockQuantity={product.stockQuantity} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, product) => <ProductActions product={product} {...handlers} />,
    },
  ];

  if (screens.md === false)
    return (
      <List
        aria-label="Products"
        loading={loading}
        dataSource={products}
        locale={{ emptyText: empty }}
        pagination={
          products.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, size: 'small', align: 'center' } : false
        }
        renderItem={(product) => (
          <List.Item style={{ padding: '0 0 12px', border: 0 }}>
            <Card size="small" style={{ width: '100%' }} aria-label={product.name} role="article">
              <Flex justify="space-between" align="flex-start" gap={8}>
                <ProductThumb product={product} />
                <StockStatusTag stockQuantity={product.stockQuantity} />
              </Flex>
              <dl className="ihe-vendor-facts">
                <Fact label="Price / kg" value={<PriceCell product={product} />} />
                <Fact label="Stock" value={formatKg(product.stockQuantity)} />
                <Fact label="Orders" value={String(product.ordersCount)} />
                <Fact label="Revenue" value={formatNaira(product.revenue)} />
              </dl>
              <ProductActions product={product} {...handlers} />
            </Card>
          </List.Item>
        )}
      />
    );

  return (
    <Card styles={{ body: { padding: 0 } }}>
      <Table<VendorProductView>
        aria-label="Products"
        rowKey="id"
        columns={columns}
        dataSource={products}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={products.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
        locale={{ emptyText: empty ?? <Empty /> }}
      />
    </Card>
  );
}

/** What the buyer pays per kg, and under it what the vendor earns (the base price). */
function PriceCell({ product }: { product: VendorProductView }) {
  return (
    <>
      {formatNaira(product.price)}
      <Typography.Text
        type="secondary"
        style={{ display: 'block', fontSize: 12, fontWeight: 400, whiteSpace: 'nowrap' }}
      >
        you earn {formatNaira(product.basePrice)}
      </Typography.Text>
    </>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.55)' }}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
