import { Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { LinkButton } from '../../components/LinkButton.js';
import { authRedirect } from '../guards/guard-decision.js';

/** A guest at /checkout (spec 2 §2): Please Login, and back here afterwards. */
export function PleaseLogin() {
  return (
    <Result
      icon={<LockOutlined aria-hidden />}
      // The page's one heading (axe page-has-heading-one), in the Result title's look.
      title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>Please Login</h1>}
      subTitle="Log in to your account to check out. Your cart is kept for you."
      extra={
        <LinkButton type="primary" size="large" to={authRedirect('/checkout')}>
          Login
        </LinkButton>
      }
    />
  );
}
