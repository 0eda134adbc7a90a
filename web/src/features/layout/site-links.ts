/** The storefront's navigation and footer links (spec 1 §2). */
export interface SiteLink {
  label: string;
  to: string;
}

export const MAIN_NAV: SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Shop', to: '/shop' },
  { label: 'Logistics', to: '/logistics' },
  { label: 'About', to: '/about' },
];

export const FOOTER_QUICK_LINKS: SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Shop', to: '/shop' },
  { label: 'Logistics', to: '/logistics' },
  { label: 'About Us', to: '/about' },
  { label: 'Checkout', to: '/checkout' },
];

export const FOOTER_CATEGORY_LINKS: SiteLink[] = [
  { label: 'Fresh Produce', to: '/shop?category=fresh-produce' },
  { label: 'Grains', to: '/shop?category=grains' },
  { label: 'Dairy', to: '/shop?category=dairy' },
  { label: 'Organic', to: '/shop?category=organic' },
];

export const LEGAL_LINKS: SiteLink[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Support', to: '/support' },
];

/**
 * The footer's contact block. The spec names no address, phone or mailbox; these are the
 * business's to confirm (reported to the lead), so they live here in one place.
 */
export const CONTACT_DETAILS = {
  email: 'support@ihemarket.ng',
  location: 'Lagos, Nigeria',
  hours: 'Logistics support 24/7',
};
