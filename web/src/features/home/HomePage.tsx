import { Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { HOME_CATEGORIES } from '@ihe/contracts';
import { BRAND } from '../../app/theme.js';
import { LazyResult } from '../../components/LazyResult.js';
import { LinkButton } from '../../components/LinkButton.js';
import { ProductSearchBox } from '../../components/ProductSearchBox.js';
import { useGetCategoryCountsQuery, useListProductsQuery } from '../catalog/catalog-api.js';
import { ProductCard } from '../catalog/ProductCard.js';
import { ProductCardSkeleton } from '../catalog/ProductCardSkeleton.js';
import { LogisticsServices } from '../logistics/LogisticsServices.js';
import { categoryLabel } from '../shop/shop-params.js';
import { CategoryArt } from './CategoryArt.js';
import { HOME_STATS, PROMO_BANNERS } from './home-content.js';
import './home.css';

/** How many featured cards the home page shows: the first three of the shop's default order. */
export const FEATURED_COUNT = 3;

/** The home page (spec 1 §2). */
export function HomePage() {
  return (
    <>
      <Hero />
      <div className="ihe-container">
        <Stats />
        <Categories />
        <Promotions />
        <Featured />
        <Logistics />
      </div>
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="home-hero-title" className="ihe-home-hero">
      <Flex vertical gap={20} className="ihe-container ihe-home-hero-inner">
        <Typography.Title id="home-hero-title" level={1} className="ihe-home-hero-title">
          Fresh farm produce at <span style={{ color: '#f6c35b' }}>wholesale prices</span>
        </Typography.Title>
        <Typography.Paragraph className="ihe-home-hero-text">
          Buy yam, rice, plantain and more in bulk, straight from Nigerian farms, with pickup and delivery
          support.
        </Typography.Paragraph>
        <ProductSearchBox
          size="large"
          placeholder="What are you looking for today?"
          accent
          id="home-search"
        />
        <Flex gap={12} wrap>
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
        </Flex>
      </Flex>
    </section>
  );
}

function Stats() {
  return (
    <section aria-label="Ihe Market in numbers" className="ihe-home-stats">
      {HOME_STATS.map((stat) => (
        <Card key={stat.label} variant="borderless" className="ihe-home-stat">
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
    <Flex justify="space-between" align="baseline" gap={12} wrap className="ihe-home-section-heading">
      <Typography.Title id={id} level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {link && (
        <Link to={link.to}>
          {link.label} <ArrowRightOutlined aria-hidden />
        </Link>
      )}
    </Flex>
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
        <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">Product counts could not be loaded.</Typography.Text>
          <Button size="small" icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
            Retry
          </Button>
        </Flex>
      )}
      <ul className="ihe-home-categories">
        {HOME_CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={`/shop?category=${category}`} className="ihe-home-category">
              <CategoryArt category={category} />
              <span className="ihe-home-category-name">{categoryLabel(category)}</span>
              <span className="ihe-home-category-count">
                {isLoading ? (
                  <Skeleton.Button active size="small" style={{ width: 72, height: 16 }} />
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
        <Row gutter={[16, 16]}>
          {isLoading
            ? Array.from({ length: FEATURED_COUNT }, (_, index) => (
                <Col key={index} xs={24} sm={12} md={8}>
                  <ProductCardSkeleton />
                </Col>
              ))
            : data?.items.map((product) => (
                <Col key={product.id} xs={24} sm={12} md={8}>
                  <ProductCard product={product} />
                </Col>
              ))}
          {data && data.items.length === 0 && (
            <Col span={24}>
              <Empty description="No products found" />
            </Col>
          )}
        </Row>
      )}
    </section>
  );
}

function Logistics() {
  return (
    <section aria-labelledby="home-logistics" className="ihe-home-section ihe-home-logistics">
      <Flex vertical gap={6} style={{ marginBottom: 20 }}>
        <Typography.Title id="home-logistics" level={2} style={{ margin: 0 }}>
          Logistics that move with your business
        </Typography.Title>
        <Typography.Text type="secondary">
          From the farm gate to your door: pickup, checks and delivery handled by one team.
        </Typography.Text>
      </Flex>
      <LogisticsServices />
      <Flex justify="center" style={{ marginTop: 24 }}>
        <LinkButton
          to="/logistics"
          type="primary"
          size="large"
          icon={<ArrowRightOutlined />}
          iconPlacement="end"
        >
          Request Quote
        </LinkButton>
      </Flex>
    </section>
  );
}
