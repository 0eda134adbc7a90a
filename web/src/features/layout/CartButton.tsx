import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Badge } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { LIMITS } from '@ihe/contracts';
import { useAppSelector } from '../../app/hooks.js';
import { BRAND } from '../../app/theme.js';
import { LinkButton } from '../../components/LinkButton.js';
import { useServerCart } from '../cart/use-cart.js';
import { selectCartItemCount } from '../cart/cart-count.js';
import { authRedirect } from '../guards/guard-decision.js';

// The drawer (lists, steppers, confirmations) loads the first time the cart is opened.
const CartDrawer = lazy(() => import('../cart/CartDrawer.js').then((m) => ({ default: m.CartDrawer })));

/**
 * The cart icon: a link to /checkout (spec 1 §2), badge capped at 99+ (§9). With `onOpen`, a plain
 * click opens the cart drawer instead; a new-tab click still goes to /checkout. The link's name says the
 * count; the badge, inside the link, shows it without being read a second time.
 */
export function CartBadgeLink({ count, onOpen }: { count: number; onOpen?: () => void }) {
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <LinkButton
      to="/checkout"
      type="text"
      shape="circle"
      size="large"
      aria-label={label}
      aria-haspopup={onOpen ? 'dialog' : undefined}
      title="Cart"
      icon={
        <Badge
          count={count}
          overflowCount={LIMITS.cartBadgeCap}
          color={BRAND.harvest}
          // From the icon's corner to the button's: 4 px in from its right edge, 6 px below its top.
          offset={[9, -7]}
          classNames={{ indicator: 'ihe-cart-badge-count' }}
        >
          <ShoppingCartOutlined style={{ fontSize: 22 }} />
        </Badge>
      }
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
    />
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
