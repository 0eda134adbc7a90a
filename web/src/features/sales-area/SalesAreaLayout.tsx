import { useState } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.js';
import { useLogout } from '../session/use-logout.js';

/**
 * The header every sales-manager page shares (spec 2 §2): the portal's name, who is signed in and a
 * Logout button; the side navigation comes from the role-area layout around it.
 */
export function SalesAreaLayout() {
  const user = useAppSelector((state) => state.session.user);
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  return (
    <>
      <Card size="small" style={{ marginBottom: 20 }} styles={{ body: { padding: '12px 16px' } }}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <div style={{ minWidth: 0 }}>
            <Flex align="center" gap={8} wrap>
              <Typography.Text strong style={{ fontSize: 16 }}>
                Sales Manager Portal
              </Typography.Text>
              <Tag color="green">Approved</Tag>
            </Flex>
            {user && (
              <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                Signed in as {user.fullName || user.email}
              </Typography.Text>
            )}
          </div>
          <Button
            icon={<LogoutOutlined aria-hidden />}
            loading={leaving}
            onClick={async () => {
              setLeaving(true);
              await logout();
            }}
          >
            Logout
          </Button>
        </Flex>
      </Card>
      <Outlet />
    </>
  );
}
