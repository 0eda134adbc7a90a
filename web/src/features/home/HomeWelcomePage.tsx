import { Flex, Typography } from 'antd';
import { LinkButton } from '../../components/LinkButton.js';
import { BRAND } from '../../app/theme.js';
import { ProductSearchBox } from '../../components/ProductSearchBox.js';

/** A small welcome until the full home page (spec 1 §2 "Home page") replaces it. */
export function HomeWelcomePage() {
  return (
    <section
      aria-labelledby="home-hero-title"
      style={{
        background: `linear-gradient(135deg, ${BRAND.leafDark} 0%, ${BRAND.leaf} 70%)`,
        color: '#fff',
      }}
    >
      <Flex vertical gap={20} className="ihe-container" style={{ padding: '56px 16px 64px', maxWidth: 760 }}>
        <Typography.Title
          id="home-hero-title"
          level={1}
          style={{ color: '#fff', margin: 0, fontSize: 'clamp(28px, 6vw, 44px)' }}
        >
          Fresh farm produce at <span style={{ color: '#f6c35b' }}>wholesale prices</span>
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.88)', fontSize: 17, margin: 0 }}>
          Buy yam, rice, plantain and more in bulk, straight from Nigerian farms, with pickup and delivery
          support.
        </Typography.Paragraph>
        <ProductSearchBox size="large" placeholder="What are you looking for today?" accent />
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
