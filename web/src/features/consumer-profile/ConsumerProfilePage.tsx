import { Alert, Typography } from 'antd';
import { useCurrentUser } from '../dashboards/use-current-user.js';
import { ProfileForm } from './ProfileForm.js';

/** /consumer-dashboard/profile: the consumer edits their own profile (spec 2 §2, §5). */
export function ConsumerProfilePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        Profile Settings
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Your details are used for delivery and order updates.
      </Typography.Paragraph>
      {user.pendingEmail && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Your new email ${user.pendingEmail} is waiting for verification.`}
        />
      )}
      {/* Remounted after each save, so the saved profile becomes the form's new starting point. */}
      <ProfileForm key={user.updatedAt} user={user} />
    </>
  );
}
