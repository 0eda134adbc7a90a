import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { PageIntro } from './PageIntro.js';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** Privacy policy and terms share one readable layout. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageIntro title={title} eyebrow={`Last updated ${updated}`}>
        {intro}
      </PageIntro>
      <div className="ihe-container">
        <article className="ihe-legal">
          {sections.map((section, index) => (
            <section key={section.title}>
              <Typography.Title level={2} style={index === 0 ? { marginTop: 0 } : undefined}>
                {index + 1}. {section.title}
              </Typography.Title>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
