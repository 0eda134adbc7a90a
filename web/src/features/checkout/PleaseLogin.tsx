import { Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { LinkButton } from '../../components/LinkButton.js';
import { authRedirect } from '../guards/guard-decision.js';

/** A guest at /checkout (spec 2 §2): Please Login, and back here afterwards. */
export function PleaseLogin() {
  return (
    <Result
      icon={<LockOutlined aria-hidden />}
      title="Please Login"
      subTitle="Log in to your account to check out. Your cart is kept for you."
      extra={
        <LinkButton type="primary" size="large" to={authRedirect('/checkout')}>
          Login
        </LinkButton>
      }
    />
  );
}
