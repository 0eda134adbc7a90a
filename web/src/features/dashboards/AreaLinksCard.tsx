import { Card, Flex, Typography } from 'antd';
import { LinkButton } from '../../components/LinkButton.js';

export interface AreaLink {
  to: string;
  label: string;
  primary?: boolean;
}

/** A card of links to pages that exist; the dashboards' figures arrive with their own issues. */
export function AreaLinksCard({ title, text, links }: { title: string; text: string; links: AreaLink[] }) {
  return (
    <Card title={title}>
      <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>
      <Flex gap={12} wrap>
        {links.map((link) => (
          <LinkButton key={link.to} to={link.to} type={link.primary ? 'primary' : 'default'}>
            {link.label}
          </LinkButton>
        ))}
      </Flex>
    </Card>
  );
}
