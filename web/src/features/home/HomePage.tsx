import { Button, Card, Skeleton, Typography } from 'antd';
import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { HOME_CATEGORIES } from '@ihe/contracts';
import { Suspense } from 'react';
import { BRAND, themeVariablesClass } from '../../app/theme.js';
import { LazyResult } from '../../components/LazyResult.js';
import { LinkButton } from '../../components/LinkButton.js';
import { ProductSearchBox } from '../../components/ProductSearchBox.js';
import { useGetCategoryCountsQuery, useListProductsQuery } from '../catalog/catalog-api.js';
import { ProductCard } from '../catalog/ProductCard.js';
import { ProductCardSkeleton } from '../catalog/ProductCardSkeleton.js';
import { LazyEmpty } from '../catalog/LazyEmpty.js';
import { useThemeVars } from '../catalog/theme-vars.js';
import { LogisticsServices } from '../logistics/LogisticsServices.js';
import { categoryLabel } from '../shop/shop-params.js';
import { CategoryArt } from './CategoryArt.js';
import { HOME_STATS, PROMO_BANNERS } from './home-content.js';
import '../catalog/surfaces.css';
import './home.css';

/** How many featured cards the home page shows: the first three of the shop's default order. */
export const FEATURED_COUNT = 3;

/**
 * The home page (spec 1 §2): its sections' layout is home.css's, with the theme's values (useThemeVars).
 * Each section is a Suspense boundary: on the prerendered page React hydrates them one by one (selective
 * hydration), so a tap is answered between them.
 */
export function HomePage() {
  return (
    <div className={themeVariablesClass} style={useThemeVars()}>
      <Suspense>
        <Hero />
      </Suspense>
      <div className="ihe-container">
        <Suspense>
          <Stats />
        </Suspense>
        <Suspense>
          <Categories />
        </Suspense>
        <Suspense>
          <Promotions />
        </Suspense>
        <Suspense>
          <Featured />
        </Suspense>
        <Suspense>
          <Logistics />
        </Suspense>
      </div>
    </div>
  );
}

function Hero() {
  return (
    <section aria-labelledby="home-hero-title" className="ihe-home-hero">
      <div className="ihe-container ihe-home-hero-inner">
        <h1 id="home-hero-title" className="ihe-home-hero-title">
          Fresh farm produce at <span style={{ color: '#f6c35b' }}>wholesale prices</span>
        </h1>
        <p className="ihe-home-hero-text">
          Buy yam, rice, plantain and more in bulk, straight from Nigerian farms, with pickup and delivery
          support.
        </p>
        <ProductSearchBox size="large" placeholder="What do you need today?" accent id="home-search" />
        <div className="ihe-home-hero-actions">
          <LinkButton
            to="/shop"
            size="large"
            style={{ background: BRAND.harvest, borderColor: BRAND.harvest, color: '#1f1a10' }}
          >
            Browse Products
          </LinkButton>
          <LinkButton to="/logistics" size="large" ghost>
            Request Logistics
          </LinkButton>
        </div>
      </div>
    </section>
  );
}

function Stats() {
  return (
    <section aria-label="Ihe Market in numbers" className="ihe-home-stats">
      {HOME_STATS.map((stat) => (
        <Card
          key={stat.label}
          variant="borderless"
          className="ihe-home-stat"
          styles={{ body: { padding: '16px 8px' } }}
        >
          <div className="ihe-home-stat-value">{stat.value}</div>
          <div className="ihe-home-stat-label">{stat.label}</div>
        </Card>
      ))}
    </section>
  );
}

function SectionHeading({
  id,
  title,
  link,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="ihe-home-section-heading">
      <h2 id={id} className="ihe-home-h2">
        {title}
      </h2>
      {link && (
        <Link to={link.to}>
          {link.label} <ArrowRightOutlined aria-hidden />
        </Link>
      )}
    </div>
  );
}

function Categories() {
  const { data, isLoading, isError, refetch, isFetching } = useGetCategoryCountsQuery();
  const countText = (category: string) => {
    const count = data?.[category] ?? 0;
    return count === 1 ? '1 product' : `${count} products`;
  };
  return (
    <section aria-labelledby="home-categories" className="ihe-home-section">
      <SectionHeading
        id="home-categories"
        title="Shop by Category"
        link={{ to: '/shop', label: 'All products' }}
      />
      {isError && (
        <div className="ihe-home-counts-failed">
          <Typography.Text type="secondary">Product counts could not be loaded.</Typography.Text>
          <Button size="small" icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      )}
      <ul className="ihe-home-categories">
        {HOME_CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={`/shop?category=${category}`} className="ihe-home-category ihe-panel">
              <CategoryArt category={category} />
              <span className="ihe-home-category-name">{categoryLabel(category)}</span>
              <span className="ihe-home-category-count">
                {isLoading ? (
                  <Skeleton.Node active style={{ width: 72, height: 16 }} />
                ) : isError ? (
                  'Browse'
                ) : (
                  countText(category)
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Promotions() {
  return (
    <section aria-label="Offers" className="ihe-home-section ihe-home-promos">
      {PROMO_BANNERS.map((banner) => (
        <Link key={banner.key} to={banner.to} className={`ihe-home-promo ihe-home-promo-${banner.tone}`}>
          <span className="ihe-home-promo-eyebrow">{banner.eyebrow}</span>
          <span className="ihe-home-promo-title">{banner.title}</span>
          <span className="ihe-home-promo-text">{banner.text}</span>
          <span className="ihe-home-promo-cta">
            {banner.cta} <ArrowRightOutlined aria-hidden />
          </span>
        </Link>
      ))}
    </section>
  );
}

function Featured() {
  const { data, isLoading, isError, refetch, isFetching } = useListProductsQuery({
    pageSize: FEATURED_COUNT,
  });
  return (
    <section aria-labelledby="home-featured" className="ihe-home-section">
      <SectionHeading
        id="home-featured"
        title="Featured Products"
        link={{ to: '/shop', label: 'View all' }}
      />
      {isError ? (
        <LazyResult
          status="warning"
          title="Failed to load products"
          extra={
            <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <div className="ihe-home-featured">
          {isLoading
            ? Array.from({ length: FEATURED_COUNT }, (_, index) => <ProductCardSkeleton key={index} />)
            : data?.items.map((product) => <ProductCard key={product.id} product={product} />)}
          {data && data.items.length === 0 && (
            <LazyEmpty className="ihe-home-featured-empty" description="No products found" />
          )}
        </div>
      )}
    </section>
  );
}

function Logistics() {
  return (
    <section aria-labelledby="home-logistics" className="ihe-home-section ihe-home-logistics">
      <div className="ihe-home-logistics-intro">
        <h2 id="home-logistics" className="ihe-home-h2">
          Logistics that move with your business
        </h2>
        <Typography.Paragraph type="secondary">
          From the farm gate to your door: pickup, checks and delivery handled by one team.
        </Typography.Paragraph>
      </div>
      <LogisticsServices />
      <div className="ihe-home-logistics-cta">
        <LinkButton
          to="/logistics"
          type="primary"
          size="large"
          icon={<ArrowRightOutlined />}
          iconPlacement="end"
        >
          Request Quote
        </LinkButton>
      </div>
    </section>
  );
}
