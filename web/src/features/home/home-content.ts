import { DELIVERY } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';

/** The home page's fixed figures and banners (spec 1 §2). */
export const HOME_STATS = [
  { value: '500+', label: 'Verified Farmers' },
  { value: '10K+', label: 'Orders Delivered' },
  { value: '24/7', label: 'Logistics Support' },
] as const;

export interface PromoBanner {
  key: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  tone: 'harvest' | 'leaf' | 'night';
}

export const PROMO_BANNERS: PromoBanner[] = [
  {
    key: 'flash-sale',
    eyebrow: 'Flash Sale',
    title: 'Up to 30% off',
    text: 'On Yam and Plantain, while stocks last.',
    cta: 'Shop Yam',
    to: '/shop?category=yam',
    tone: 'harvest',
  },
  {
    key: 'organic',
    eyebrow: 'Organic Premium',
    title: 'Certified organic',
    text: 'Grown without chemicals by farms we know by name.',
    cta: 'Shop Organic',
    to: '/shop?organic=true',
    tone: 'leaf',
  },
  {
    key: 'free-delivery',
    eyebrow: 'Free Delivery',
    title: `On orders above ${formatNaira(DELIVERY.bannerFreeAbove)}`,
    text: 'Stock up for the week and we bring it to your door.',
    cta: 'Start Shopping',
    to: '/shop',
    tone: 'night',
  },
];
