import { lazy, Suspense, useState } from 'react';
import { Avatar, Button, Flex } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { NavLink, useLocation } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton.js';
import { useAppSelector } from '../../app/hooks.js';
import { BrandLogo } from '../../components/BrandLogo.js';
import { ProductSearchBox } from '../../components/ProductSearchBox.js';
import { selectCartItemCount } from '../cart/cart-count.js';
import { authRedirect } from '../guards/guard-decision.js';
import { CartButton } from './CartButton.js';
import { MAIN_NAV } from './site-links.js';
import { useLogout } from '../session/use-logout.js';

// Menus, dropdowns and drawers are heavy; guests and desktop visitors should not download them up front.
const loadUserMenu = () => import('./UserMenu.js');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

const MobileNavDrawer = lazy(() =>
  import('./MobileNavDrawer.js').then((m) => ({ default: m.MobileNavDrawer })),
);

/** The storefront header (spec 1 §2): logo, navigation, search, cart badge, user menu; a drawer on phones. */
export function AppHeader() {
  const user = useAppSelector((state) => state.session.user);
  const status = useAppSelector((state) => state.session.status);
  // While stored tokens are being checked at start-up, the stored profile is shown rather than a Login flash.
  const signedIn = status === 'signedIn' || status === 'checking';
  const cartCount = useAppSelector(selectCartItemCount);
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const here = location.pathname + location.search;
  const loginPath = location.pathname === '/' ? '/auth' : authRedirect(here);

  return (
    <header className="ihe-header">
      <div className="ihe-header-row">
        <Button
          className="ihe-phone-only"
          type="text"
          size="large"
          icon={<MenuOutlined />}
          aria-label="Open menu"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        />
        <BrandLogo />
        <nav className="ihe-desktop-only ihe-main-nav" aria-label="Main">
          {MAIN_NAV.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ihe-desktop-only ihe-header-search">
          <ProductSearchBox />
        </div>
        {/* The cart and account corner hydrates on its own (selective hydration). */}
        <Suspense>
          <Flex align="center" gap={4} className="ihe-header-actions">
            <CartButton />
            {signedIn && user ? (
              <Suspense fallback={<AccountPlaceholder />}>
                <UserMenu user={user} />
              </Suspense>
            ) : status === 'checking' ? (
              // A session checked before its profile is known (the prerendered /checkout, painted for any
              // browser): neither Login nor Logout until the check answers.
              <AccountPlaceholder />
            ) : signedIn ? (
              <LogoutButton />
            ) : (
              <LinkButton type="primary" to={loginPath}>
                Login
              </LinkButton>
            )}
          </Flex>
        </Suspense>
      </div>
      <div className="ihe-phone-only ihe-header-search-row">
        <ProductSearchBox />
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            user={signedIn ? user : null}
            cartCount={cartCount}
            loginPath={loginPath}
          />
        </Suspense>
      )}
    </header>
  );
}

/** A grey circle where the avatar comes (antd's Avatar would bring its group and popover along). */
function AccountPlaceholder() {
  return (
    <span role="img" aria-label="Loading account menu">
      <Avatar size={30} />
    </span>
  );
}

/** Signed in without a profile (spec 1 §4): nothing to show in a user menu, but logging out must stay possible. */
function LogoutButton() {
  const logout = useLogout();
  return <Button onClick={() => void logout()}>Logout</Button>;
}
