import { useEffect, useState } from 'react';
import { Button, Col, Empty, Flex, Input, Pagination, Row, Select, Tag, Typography } from 'antd';
import { ReloadOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PRODUCT_PAGE_SIZE, PRODUCT_SEARCH_MAX_LENGTH } from '@ihe/contracts';
import { LazyResult } from '../../components/LazyResult.js';
import { LinkButton } from '../../components/LinkButton.js';
import { describeApiError } from '../../app/api-error.js';
import { toast } from '../../components/toast.js';
import { useListProductsQuery } from '../catalog/catalog-api.js';
import { ProductCard } from '../catalog/ProductCard.js';
import { ProductCardSkeleton } from '../catalog/ProductCardSkeleton.js';
import {
  SHOP_SORT_OPTIONS,
  categoriesFromSelection,
  categorySelection,
  changeShopParams,
  parseShopParams,
  shopListQuery,
  shopQueryString,
  unknownCategories,
  type ShopParams,
} from './shop-params.js';
import './shop.css';

export const SHOP_MESSAGES = {
  loadFailed: 'Failed to load products',
  emptyTitle: 'No products found',
  emptyHint: 'Try adjusting your search or filters',
  /** A category the shop does not sell (e.g. the footer's dairy). */
  emptyInCategories: (names: string[]) =>
    `No products found in ${names.map((name) => `"${name}"`).join(' or ')}`,
  notSoldHint: 'We do not sell this yet. Browse all products instead.',
  organicFilter: 'Organic only',
} as const;

const PAGE_SIZE = PRODUCT_PAGE_SIZE.default;
const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: PAGE_SIZE };
const GRID = { xs: 24, sm: 12, md: 8, xl: 6 } as const;

/** /shop (spec 1 §2): search, categories, organic and sort from the URL, product cards, paging. */
export function ShopPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = parseShopParams(searchParams);
  const notSold = unknownCategories(params);
  const listQuery = shopListQuery(params, PAGE_SIZE);
  const category = categorySelection(params);
  const [searchText, setSearchText] = useState(params.search);
  // Back/forward or a header search changes the URL: the box follows.
  useEffect(() => setSearchText(params.search), [params.search]);

  // Nothing can match a category the shop does not sell: no request, the empty state says so.
  const query = useListProductsQuery(listQuery ?? {}, { skip: listQuery === null });
  const { isFetching, isError, error, refetch } = query;
  const currentData = listQuery === null ? EMPTY_PAGE : query.currentData;

  useEffect(() => {
    if (isError) toast.error(SHOP_MESSAGES.loadFailed, 'shop-load');
  }, [isError, error]);

  const go = (change: Partial<ShopParams>) => {
    const next = changeShopParams(params, change);
    navigate({ search: shopQueryString(next) });
    if (change.page !== undefined) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const loading = isFetching && !currentData;
  const items = currentData?.items ?? [];
  const total = currentData?.total ?? 0;

  return (
    <div className="ihe-container ihe-shop">
      <Flex vertical gap={4} className="ihe-shop-heading">
        <Typography.Title level={1} style={{ margin: 0 }}>
          Shop fresh produce
        </Typography.Title>
        <Typography.Text type="secondary">
          Wholesale prices per kg, straight from verified Nigerian farms.
        </Typography.Text>
      </Flex>

      <div className="ihe-shop-filters" role="search" aria-label="Filter products">
        <div className="ihe-shop-field ihe-shop-search">
          <label className="ihe-shop-label" htmlFor="shop-search">
            Search
          </label>
          <Input.Search
            id="shop-search"
            placeholder="Search yam, rice, plantain…"
            value={searchText}
            maxLength={PRODUCT_SEARCH_MAX_LENGTH}
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => go({ search: value })}
            enterButton="Search"
            allowClear
          />
        </div>
        <div className="ihe-shop-field">
          <label className="ihe-shop-label" htmlFor="shop-category">
            Category
          </label>
          <Select
            id="shop-category"
            value={category.value}
            options={category.options}
            onChange={(value) => go({ categories: categoriesFromSelection(value) })}
          />
        </div>
        <div className="ihe-shop-field">
          <label className="ihe-shop-label" htmlFor="shop-sort">
            Sort by
          </label>
          <Select
            id="shop-sort"
            value={params.sort}
            options={SHOP_SORT_OPTIONS}
            onChange={(sort) => go({ sort })}
          />
        </div>
      </div>

      {params.organic && (
        <Flex gap={8} wrap align="center" className="ihe-shop-chips" aria-label="Active filters" role="group">
          <Tag
            color="green"
            icon={<SafetyCertificateFilled aria-hidden />}
            closable={{ 'aria-label': `Remove filter: ${SHOP_MESSAGES.organicFilter}` }}
            onClose={(event) => {
              event.preventDefault();
              go({ organic: false });
            }}
            className="ihe-shop-chip"
          >
            {SHOP_MESSAGES.organicFilter}
          </Tag>
        </Flex>
      )}

      <div aria-live="polite" className="ihe-shop-count">
        {currentData && !isError && (
          <Typography.Text type="secondary">
            {total === 1 ? '1 product' : `${total.toLocaleString('en-NG')} products`}
            {params.search && ` for “${params.search}”`}
          </Typography.Text>
        )}
      </div>

      {isError && !currentData ? (
        <LazyResult
          status="warning"
          title={SHOP_MESSAGES.loadFailed}
          subTitle={describeApiError(error).message ?? 'Check your connection and try again.'}
          extra={
            <Button
              type="primary"
              icon={<ReloadOutlined />}
              loading={isFetching}
              onClick={() => void refetch()}
            >
              Try again
            </Button>
          }
        />
      ) : loading ? (
        <Row gutter={[16, 16]} role="status" aria-label="Loading products">
          {Array.from({ length: 8 }, (_, index) => (
            <Col key={index} {...GRID}>
              <ProductCardSkeleton />
            </Col>
          ))}
        </Row>
      ) : items.length === 0 ? (
        <Empty
          className="ihe-shop-empty"
          description={
            <Flex vertical gap={4}>
              <Typography.Text strong style={{ fontSize: 17 }}>
                {notSold.length > 0 ? SHOP_MESSAGES.emptyInCategories(notSold) : SHOP_MESSAGES.emptyTitle}
              </Typography.Text>
              <Typography.Text type="secondary">
                {listQuery === null ? SHOP_MESSAGES.notSoldHint : SHOP_MESSAGES.emptyHint}
              </Typography.Text>
            </Flex>
          }
        >
          {listQuery === null ? (
            <LinkButton to="/shop" type="primary">
              Browse all products
            </LinkButton>
          ) : (
            (params.search || params.categories.length > 0 || params.organic) && (
              <LinkButton to="/shop">Clear search and filters</LinkButton>
            )
          )}
        </Empty>
      ) : (
        <>
          <Row gutter={[16, 16]} className={isFetching ? 'ihe-shop-refreshing' : undefined}>
            {items.map((product, index) => (
              <Col key={product.id} {...GRID}>
                <ProductCard product={product} eagerImage={index < 4} priorityImage={index === 0} />
              </Col>
            ))}
          </Row>
          {total > PAGE_SIZE && (
            <Pagination
              className="ihe-shop-pagination"
              current={params.page}
              pageSize={PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={(page) => go({ page })}
              align="center"
            />
          )}
        </>
      )}
    </div>
  );
}
