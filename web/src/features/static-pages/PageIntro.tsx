import type { ReactNode } from 'react';
import { Typography } from 'antd';
import './static-pages.css';

/** The green band at the top of the storefront's content pages: a title and a line of context. */
export function PageIntro({
  title,
  children,
  eyebrow,
}: {
  title: string;
  children?: ReactNode;
  eyebrow?: string;
}) {
  return (
    <section className="ihe-page-intro">
      <div className="ihe-container">
        {eyebrow && <div className="ihe-page-intro-eyebrow">{eyebrow}</div>}
        <Typography.Title level={1} className="ihe-page-intro-title">
          {title}
        </Typography.Title>
        {children && <Typography.Paragraph className="ihe-page-intro-text">{children}</Typography.Paragraph>}
      </div>
    </section>
  );
}
