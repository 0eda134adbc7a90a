import { Flex, Tag, Typography } from 'antd';
// The avatar alone: antd's barrel adds Avatar.Group, and with it Popover.
import Avatar from 'antd/es/avatar/Avatar.js';
import { ArrowLeftOutlined, CrownOutlined, UserOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { ROLE_LABELS, type UserProfile } from '@ihe/contracts';
import { BRAND } from '../../app/theme.js';
import { LinkButton } from '../../components/LinkButton.js';

/** Back to the dashboard, the title, and who is signed in with the Supreme Admin badge (spec 2 §2). */
export function WhatsAppPageHeader({ user }: { user: UserProfile }) {
  const name = user.fullName || `${user.firstName} ${user.lastName}`.trim();
  return (
    <header className="ihe-wa-header">
      <LinkButton
        type="link"
        to="/admin/dashboard"
        icon={<ArrowLeftOutlined aria-hidden />}
        className="ihe-wa-back"
      >
        Back to Dashboard
      </LinkButton>
      <Flex justify="space-between" align="flex-start" wrap gap={16}>
        <div style={{ minWidth: 0 }}>
          <Flex align="center" gap={10}>
            <WhatsAppOutlined aria-hidden style={{ fontSize: 28, color: BRAND.leaf }} />
            <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
              WhatsApp Notifications
            </Typography.Title>
          </Flex>
          <Typography.Text type="secondary">
            Order messages to the admin, vendors, the company and customers.
          </Typography.Text>
        </div>
        <Flex align="center" gap={10} className="ihe-wa-admin" aria-label={`Signed in as ${name}`}>
          <Avatar icon={<UserOutlined />} style={{ background: BRAND.leaf }} aria-hidden />
          <div>
            <Typography.Text strong style={{ display: 'block' }}>
              {name}
            </Typography.Text>
            <Tag color="gold" icon={<CrownOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
              {ROLE_LABELS.admin}
            </Tag>
          </div>
        </Flex>
      </Flex>
    </header>
  );
}
