import { AreaLinksCard } from './AreaLinksCard.js';
import { useCurrentUser } from './use-current-user.js';
import { WelcomeHeader } from './WelcomeHeader.js';

export function AdminDashboardPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <WelcomeHeader user={user} subtitle="Supreme admin dashboard." />
      <AreaLinksCard
        title="Your account"
        text="Signed in with administrative privileges."
        links={[{ to: '/admin/dashboard/profile', label: 'View Profile', primary: true }]}
      />
    </>
  );
}
