import { lazy, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
// Search alone: antd's Input barrel adds TextArea, Password and OTP.
import { ListSearch } from '../../components/ListSearch.js';
import { PlusOutlined } from '@ant-design/icons';
import { VENDOR_PRODUCT_MESSAGES, type VendorProductView } from '@ihe/contracts';
import { LinkButton } from '../../components/LinkButton.js';
import { toast } from '../../components/toast.js';
import { OnDemand } from '../dashboards/OnDemand.js';
import { productSummary } from './product-summary.js';
import { ProductSummaryCards } from './ProductSummaryCards.js';
import { ProductTable } from './ProductTable.js';
import { useProductActions } from './use-product-actions.js';
import { useUrlSearch } from './use-url-search.js';
import { useListVendorProductsQuery } from './vendor-products-api.js';

// The drawer and the edit dialog (Drawer, Modal, Form) load when first opened.
const ProductDetailsDrawer = lazy(() =>
  import('./ProductDetailsDrawer.js').then((m) => ({ default: m.ProductDetailsDrawer })),
);
const EditProductModal = lazy(() =>
  import('./EditProductModal.js').then((m) => ({ default: m.EditProductModal })),
);

/** /vendor-dashboard/products, Inventory Management (spec 2 §2): search, table, view, edit, toggle, delete. */
export function VendorProductsPage() {
  const { text, setText, committed, commit } = useUrlSearch();
  const list = useListVendorProductsQuery(committed);
  // The summary counts every product, whatever the search (the same request when there is none).
  const all = useListVendorProductsQuery('');
  const summary = useMemo(() => (all.data ? productSummary(all.data.items) : null), [all.data]);
  const { busyId, toggle, remove } = useProductActions();
  const [viewing, setViewing] = useState<VendorProductView | null>(null);
  const [editing, setEditing] = useState<VendorProductView | null>(null);
  const products = list.data?.items ?? [];

  useEffect(() => {
    if (list.isError) toast.error(VENDOR_PRODUCT_MESSAGES.loadFailed, 'vendor-products');
  }, [list.isError]);

  const empty = committed ? (
    <Empty description={`No products match "${committed}"`}>
      <Button onClick={() => commit('')}>Clear search</Button>
    </Empty>
  ) : (
    <Empty description="You have not listed any products yet">
      <LinkButton type="primary" to="/vendor-dashboard/add-product">
        Add your first product
      </LinkButton>
    </Empty>
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
            Inventory Management
          </Typography.Title>
          <Typography.Text type="secondary">Your products, stock and prices. Stock is in kg.</Typography.Text>
        </div>
        <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to="/vendor-dashboard/add-product">
          Add Product
        </LinkButton>
      </Flex>
      <ProductSummaryCards summary={summary} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <ListSearch
          label="Search products"
          placeholder="Search by name or category"
          value={text}
          onChange={setText}
          onSearch={(value) => commit(value)}
        />
      </Card>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={VENDOR_PRODUCT_MESSAGES.loadFailed}
          action={
            <Button size="small" onClick={() => void list.refetch()} loading={list.isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        <ProductTable
          products={products}
          loading={list.isFetching}
          empty={empty}
          busyId={busyId}
          onView={setViewing}
          onEdit={setEditing}
          onToggle={toggle}
          onDelete={remove}
        />
      )}
      <OnDemand open={viewing !== null}>
        <ProductDetailsDrawer product={viewing} onClose={() => setViewing(null)} />
      </OnDemand>
      <OnDemand open={editing !== null}>
        <EditProductModal product={editing} onClose={() => setEditing(null)} />
      </OnDemand>
    </>
  );
}
