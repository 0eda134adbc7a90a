import type { ReactNode } from 'react';
import { Card } from 'antd';

/** One of the checkout's titled panels (the class names them for the page's layout and its tests). */
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
    <Card title={title} className={['ihe-checkout-card', className].filter(Boolean).join(' ')}>
      {children}
    </Card>
  );
}
