import { LockOutlined } from '@ant-design/icons';
import { themeVariablesClass } from '../../app/theme.js';
import { LinkButton } from '../../components/LinkButton.js';
import { authRedirect } from '../guards/guard-decision.js';

/**
 * A guest at /checkout (spec 2 §2): Please Login, and back here afterwards. Drawn as antd's Result draws
 * it (checkout-page.css) in plain markup: the prerendered page holds it for every visitor, and Result's
 * code (~10 KB gzip) was on every signed-in buyer's checkout only to draw it hidden (issue 14).
 */
export function PleaseLogin() {
  return (
    <section className={`${themeVariablesClass} ihe-please-login`}>
      <div className="ihe-please-login-icon">
        <LockOutlined aria-hidden />
      </div>
      <h1 className="ihe-please-login-title">Please Login</h1>
      <p className="ihe-please-login-text">Log in to your account to check out. Your cart is kept for you.</p>
      <div className="ihe-please-login-action">
        <LinkButton type="primary" size="large" to={authRedirect('/checkout')}>
          Login
        </LinkButton>
      </div>
    </section>
  );
}
