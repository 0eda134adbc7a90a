import { cloneElement, useState, type ReactElement } from 'react';
import { Avatar, Button, Dropdown, Flex, Tag, Typography, theme as antdTheme, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { ROLE_LABELS, type UserProfile } from '@ihe/contracts';
import { BRAND } from '../../app/theme.js';
import { useLogout } from '../session/use-logout.js';
import { userMenuLinks } from './user-menu-links.js';

export function initialsOf(user: Pick<UserProfile, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.trim();
  return (letters || user.email[0] || '?').toUpperCase();
}

/** Name, email and role, shown at the top of the user menu and the mobile drawer. */
export function UserSummary({ user }: { user: UserProfile }) {
  return (
    <Flex gap={12} align="center">
      <Avatar size={40} style={{ flex: 'none', background: BRAND.leaf }}>
        {initialsOf(user)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {user.fullName || `${user.firstName} ${user.lastName}`}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 13 }}>
          {user.email}
        </Typography.Text>
        <Tag color="green" style={{ marginTop: 4 }}>
          {ROLE_LABELS[user.role]}
        </Tag>
      </div>
    </Flex>
  );
}

export function UserMenu({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const { token } = antdTheme.useToken();

  const items: MenuProps['items'] = [
    ...userMenuLinks(user.role).map((link) => ({ key: link.to, label: link.label })),
    { type: 'divider' },
    { key: 'logout', label: 'Logout', icon: <LogoutOutlined />, danger: true },
  ];
  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key !== 'logout') return navigate(key);
    setBusy(true);
    await logout();
    setBusy(false);
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // Inside the sticky header, so the open menu stays with its button when the page scrolls.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      menu={{ items, onClick }}
      popupRender={(menu) => (
        <div
          style={{
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            minWidth: 260,
          }}
        >
          <div style={{ padding: '14px 16px 10px' }}>
            <UserSummary user={user} />
          </div>
          {cloneElement(menu as ReactElement<{ style?: object }>, { style: { boxShadow: 'none' } })}
        </div>
      )}
    >
      <Button
        type="text"
        loading={busy}
        aria-label={`Account menu for ${user.firstName}`}
        style={{ paddingInline: 6 }}
      >
        {/* The initials are drawn by CSS (global.css), so the button's name holds all its visible text. */}
        <Avatar
          size={30}
          style={{ background: BRAND.leaf }}
          className="ihe-avatar-initials"
          data-initials={initialsOf(user)}
          aria-hidden
        />
        <span className="ihe-hide-on-phone">{user.firstName}</span>
        <DownOutlined style={{ fontSize: 11 }} />
      </Button>
    </Dropdown>
  );
}
