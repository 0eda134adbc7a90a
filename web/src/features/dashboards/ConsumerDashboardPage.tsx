import { AreaLinksCard } from './AreaLinksCard.js';
import { useCurrentUser } from './use-current-user.js';
import { WelcomeHeader } from './WelcomeHeader.js';

export function ConsumerDashboardPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <WelcomeHeader user={user} subtitle="Your orders and account in one place." />
      <AreaLinksCard
        title="Get started"
        text="Browse fresh produce from verified farms, or check the details on your account."
        links={[
          { to: '/shop', label: 'Browse Products', primary: true },
          { to: '/consumer-dashboard/profile', label: 'View Profile' },
        ]}
      />
    </>
  );
}
