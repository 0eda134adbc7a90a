import type { ReactNode } from 'react';
import {
  BarChartOutlined,
  MessageOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';

export interface AdminSection {
  to: string;
  label: string;
  hint: string;
  icon: ReactNode;
}

/** The admin pages the dashboard links to (spec 2 §2 Admin). */
export const ADMIN_SECTIONS: AdminSection[] = [
  { to: '/admin/users', label: 'Users', hint: 'Suspend, activate, delete', icon: <TeamOutlined /> },
  {
    to: '/admin/analytics',
    label: 'Analytics',
    hint: 'Daily figures and CSV',
    icon: <BarChartOutlined />,
  },
  {
    to: '/admin/sales-managers',
    label: 'Sales Managers',
    hint: 'Approve applications',
    icon: <SolutionOutlined />,
  },
  { to: '/admin/vendors', label: 'Vendors', hint: 'Review verifications', icon: <ShopOutlined /> },
  { to: '/admin/whatsapp', label: 'WhatsApp', hint: 'Order notifications', icon: <MessageOutlined /> },
];
