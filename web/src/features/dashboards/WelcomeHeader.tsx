import type { ReactNode } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { ROLE_LABELS, type UserProfile } from '@ihe/contracts';

/** The page header of a role landing: welcome with the first name, and the role. */
export function WelcomeHeader({
  user,
  subtitle,
  extra,
}: {
  user: UserProfile;
  subtitle: string;
  extra?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={16} style={{ marginBottom: 24 }}>
      <div>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
            Welcome, {user.firstName}
          </Typography.Title>
          <Tag color="green">{ROLE_LABELS[user.role]}</Tag>
        </Flex>
        <Typography.Text type="secondary">{subtitle}</Typography.Text>
      </div>
      {extra}
    </Flex>
  );
}
