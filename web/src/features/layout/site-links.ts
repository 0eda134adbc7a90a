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

/**
 * The spec's footer categories (fresh-produce, grains, dairy, organic) are not all shop categories:
 * fresh produce is vegetables and fruits together; organic is the organic filter; dairy is not sold
 * yet, and the shop says that nothing is found in "dairy" (rather than listing everything).
 */
export const FOOTER_CATEGORY_LINKS: SiteLink[] = [
  { label: 'Fresh Produce', to: '/shop?category=vegetables,fruits' },
  { label: 'Grains', to: '/shop?category=grains' },
  { label: 'Dairy', to: '/shop?category=dairy' },
  { label: 'Organic', to: '/shop?organic=true' },
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
