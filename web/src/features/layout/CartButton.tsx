import { Badge } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { LIMITS } from '@ihe/contracts';
import { useAppSelector } from '../../app/hooks.js';
import { BRAND } from '../../app/theme.js';
import { LinkButton } from '../../components/LinkButton.js';
import { selectCartItemCount } from '../cart/cart-count.js';

/** The cart icon: links to /checkout, badge capped at 99+ (spec 1 §2, §9). */
export function CartBadgeLink({ count }: { count: number }) {
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <Badge count={count} overflowCount={LIMITS.cartBadgeCap} color={BRAND.harvest} offset={[-4, 6]}>
      <LinkButton
        to="/checkout"
        type="text"
        shape="circle"
        size="large"
        aria-label={label}
        title="Cart"
        icon={<ShoppingCartOutlined style={{ fontSize: 22 }} />}
      />
    </Badge>
  );
}

export function CartButton() {
  const count = useAppSelector(selectCartItemCount);
  return <CartBadgeLink count={count} />;
}
