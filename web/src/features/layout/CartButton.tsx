import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.js';
import { BRAND } from '../../app/theme.js';
import { LinkButton } from '../../components/LinkButton.js';
import { useServerCart } from '../cart/use-cart.js';
import { cartBadgeText, selectCartItemCount } from '../cart/cart-count.js';
import { authRedirect } from '../guards/guard-decision.js';
import './cart-badge.css';

// The drawer (lists, steppers, confirmations) loads the first time the cart is opened.
const CartDrawer = lazy(() => import('../cart/CartDrawer.js').then((m) => ({ default: m.CartDrawer })));

/**
 * The cart icon: a link to /checkout (spec 1 §2), badge capped at 99+ (§9). With `onOpen`, a plain
 * click opens the cart drawer instead; a new-tab click still goes to /checkout. The badge is drawn as
 * antd's Badge by cart-badge.css: antd's brought 11 KB of CSS to every page and its scroll-number code to
 * the shell (issue 14). The link's name says the count; the badge shows it.
 */
export function CartBadgeLink({ count, onOpen }: { count: number; onOpen?: () => void }) {
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <span className="ihe-cart-badge">
      <LinkButton
        to="/checkout"
        type="text"
        shape="circle"
        size="large"
        aria-label={label}
        aria-haspopup={onOpen ? 'dialog' : undefined}
        title="Cart"
        icon={<ShoppingCartOutlined style={{ fontSize: 22 }} />}
        onClick={(event: MouseEvent<HTMLElement>) => {
          if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen();
        }}
      />
      {count > 0 && (
        <sup
          className={count > 9 ? 'ihe-cart-badge-count ihe-cart-badge-count-wide' : 'ihe-cart-badge-count'}
          style={{ background: BRAND.harvest }}
          title={String(count)}
          aria-hidden="true"
        >
          {cartBadgeText(count)}
        </sup>
      )}
    </span>
  );
}

export function CartButton() {
  // Loads the consumer's server cart so the badge is right on every page.
  useServerCart();
  const count = useAppSelector(selectCartItemCount);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <CartBadgeLink
        count={count}
        onOpen={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <CartDrawer
            open={open}
            onClose={() => setOpen(false)}
            loginPath={authRedirect(location.pathname + location.search)}
          />
        </Suspense>
      )}
    </>
  );
}
