import { Suspense, useEffect, useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import { CloseOutlined, ReloadOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatCount, PRODUCT_PAGE_SIZE, PRODUCT_SEARCH_MAX_LENGTH } from '@ihe/contracts';
import { LazyResult } from '../../components/LazyResult.js';
import { LinkButton } from '../../components/LinkButton.js';
import { SearchField } from '../../components/SearchField.js';
import { describeApiError } from '../../app/api-error.js';
import { toast } from '../../components/toast.js';
import { useListProductsQuery } from '../catalog/catalog-api.js';
import { ProductCardSkeleton } from '../catalog/ProductCardSkeleton.js';
import { LazyEmpty } from '../catalog/LazyEmpty.js';
import { themeVariablesClass } from '../../app/theme.js';
import { useThemeVars } from '../catalog/theme-vars.js';
import { FilterSelect } from './FilterSelect.js';
import { ShopGrid } from './ShopGrid.js';
import { ShopPagination } from './ShopPagination.js';
import {
  SHOP_SORT_OPTIONS,
  categoriesFromSelection,
  categorySelection,
  changeShopParams,
  parseShopParams,
  shopListQuery,
  shopPageHref,
  shopQueryString,
  unknownCategories,
  type ShopParams,
} from './shop-params.js';
import '../catalog/surfaces.css';
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

/** /shop (spec 1 §2): search, categories, organic and sort from the URL, product cards, paging. */
export function ShopPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = parseShopParams(searchParams);
  const notSold = unknownCategories(params);
  const listQuery = shopListQuery(params, PAGE_SIZE);
  const category = categorySelection(params);
  const themeVars = useThemeVars();
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
  };

  const loading = isFetching && !currentData;
  const items = currentData?.items ?? [];
  const total = currentData?.total ?? 0;

  return (
    <div className={`ihe-container ihe-shop ${themeVariablesClass}`} style={themeVars}>
      <div className="ihe-shop-heading">
        <Typography.Title level={1} className="ihe-shop-title">
          Shop fresh produce
        </Typography.Title>
        <Typography.Text type="secondary">
          Wholesale prices per kg, straight from verified Nigerian farms.
        </Typography.Text>
      </div>

      {/* The filters hydrate on their own (selective hydration): the page's grid does not wait for them. */}
      <Suspense>
        <div className="ihe-shop-filters ihe-panel" role="search" aria-label="Filter products">
          <div className="ihe-shop-field ihe-shop-search">
            <label className="ihe-shop-label" htmlFor="shop-search">
              Search
            </label>
            <ShopSearch
              value={searchText}
              onChange={setSearchText}
              onSearch={(value) => go({ search: value })}
            />
          </div>

          <div className="ihe-shop-field">
            <label className="ihe-shop-label" htmlFor="shop-category">
              Category
            </label>
            <FilterSelect
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
            <FilterSelect
              id="shop-sort"
              value={params.sort}
              options={SHOP_SORT_OPTIONS}
              onChange={(sort) => go({ sort })}
            />
          </div>
        </div>
      </Suspense>

      {params.organic && (
        <div className="ihe-shop-chips" aria-label="Active filters" role="group">
          <Tag
            color="green"
            icon={<SafetyCertificateFilled aria-hidden />}
            className="ihe-shop-chip"
            closable={{
              closeIcon: <CloseOutlined />,
              'aria-label': `Remove filter: ${SHOP_MESSAGES.organicFilter}`,
            }}
            onClose={(event) => {
              event.preventDefault();
              go({ organic: false });
            }}
          >
            {SHOP_MESSAGES.organicFilter}
          </Tag>
        </div>
      )}

      <div aria-live="polite" className="ihe-shop-count">
        {currentData && !isError && (
          <Typography.Text type="secondary">
            {total === 1 ? '1 product' : `${formatCount(total)} products`}
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
        <div className="ihe-shop-grid" role="status" aria-label="Loading products">
          {Array.from({ length: 8 }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      ) : items.length === 0 ? (
        <LazyEmpty
          className="ihe-shop-empty"
          description={
            <span className="ihe-shop-empty-text">
              <strong className="ihe-shop-empty-title">
                {notSold.length > 0 ? SHOP_MESSAGES.emptyInCategories(notSold) : SHOP_MESSAGES.emptyTitle}
              </strong>
              <Typography.Text type="secondary">
                {listQuery === null ? SHOP_MESSAGES.notSoldHint : SHOP_MESSAGES.emptyHint}
              </Typography.Text>
            </span>
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
        </LazyEmpty>
      ) : (
        <>
          <ShopGrid items={items} refreshing={isFetching} />
          {total > PAGE_SIZE && (
            <div className="ihe-shop-pagination">
              <ShopPagination
                current={params.page}
                pageCount={Math.ceil(total / PAGE_SIZE)}
                pageHref={(page) => shopPageHref(changeShopParams(params, { page }))}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** The filters' search box, its text the page's (the URL's search until the visitor types). */
function ShopSearch({
  value,
  onChange,
  onSearch,
}: {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
}) {
  return (
    <SearchField
      id="shop-search"
      action="/shop"
      name="search"
      placeholder="Search yam, rice, plantain…"
      value={value}
      maxLength={PRODUCT_SEARCH_MAX_LENGTH}
      onChange={onChange}
      onSearch={onSearch}
      // Emptied, the list shows every product again.
      onClear={() => onSearch('')}
    />
  );
}
