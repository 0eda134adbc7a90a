import type { ReactNode } from 'react';
import { themeVariablesClass } from '../../app/theme.js';

/**
 * One of the checkout's titled panels, drawn as antd's Card draws them (checkout.css) in plain markup: the
 * page's four Cards were ~1 ms of script apiece at every turn that drew them (issue 14).
 */
export function CheckoutCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={[themeVariablesClass, 'ihe-checkout-card', className].filter(Boolean).join(' ')}>
      <div className="ihe-checkout-card-head">
        <div className="ihe-checkout-card-title">{title}</div>
      </div>
      <div className="ihe-checkout-card-body">{children}</div>
    </section>
  );
}
