import { AreaLinksCard } from './AreaLinksCard.js';
import { useCurrentUser } from './use-current-user.js';
import { WelcomeHeader } from './WelcomeHeader.js';

export function SalesDashboardPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <WelcomeHeader user={user} subtitle="The product listing is managed by sales managers." />
      <AreaLinksCard
        title="Your account"
        text="Your sales manager account is approved."
        links={[{ to: '/sales-dashboard/profile', label: 'View Profile', primary: true }]}
      />
    </>
  );
}
