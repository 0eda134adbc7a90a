import { Alert, Card, Descriptions, Typography, type DescriptionsProps } from 'antd';
import { ROLE_LABELS, type UserProfile } from '@ihe/contracts';
import { formatDate } from '../../components/date-format.js';
import { useCurrentUser } from './use-current-user.js';

export function profileItems(user: UserProfile): DescriptionsProps['items'] {
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: 'Full name', children: user.fullName || `${user.firstName} ${user.lastName}` },
    { key: 'email', label: 'Email', children: user.email },
    { key: 'phone', label: 'Phone', children: user.phoneNumber || '—' },
    { key: 'role', label: 'Role', children: ROLE_LABELS[user.role] },
  ];
  if (user.role === 'consumer') {
    items.push(
      { key: 'address', label: 'Delivery address', children: user.deliveryAddress || '—' },
      { key: 'city', label: 'City', children: user.city || '—' },
      { key: 'state', label: 'State', children: user.state || '—' },
    );
  }
  if (user.role === 'vendor') {
    items.push(
      {
        key: 'business',
        label: user.isFarmer ? 'Farm name' : 'Business name',
        children: user.businessName || '—',
      },
      {
        key: 'businessAddress',
        label: user.isFarmer ? 'Farm address' : 'Business address',
        children: user.businessAddress || '—',
      },
    );
  }
  if (user.role === 'sales_manager')
    items.push({ key: 'company', label: 'Company ID Code', children: user.companyIdCode || '—' });
  items.push({ key: 'since', label: 'Member since', children: formatDate(user.createdAt) });
  return items;
}

/** Profile Settings: read-only until profile editing lands. */
export function ProfilePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        Profile Settings
      </Typography.Title>
      {user.pendingEmail && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Your new email ${user.pendingEmail} is waiting for verification.`}
        />
      )}
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} items={profileItems(user)} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          Editing your profile here is not available yet.
        </Typography.Paragraph>
      </Card>
    </>
  );
}
