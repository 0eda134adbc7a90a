import { dashboardPathFor, type Role } from '@ihe/contracts';
import type { SiteLink } from './site-links.js';

/** The user menu's links (spec 1 §2): My Orders for consumers only; Profile Settings under the own dashboard. */
export function userMenuLinks(role: Role): SiteLink[] {
  const dashboard = dashboardPathFor(role);
  return [
    { label: 'Dashboard', to: dashboard },
    ...(role === 'consumer' ? [{ label: 'My Orders', to: '/consumer-dashboard/orders' }] : []),
    { label: 'Profile Settings', to: `${dashboard}/profile` },
  ];
}
