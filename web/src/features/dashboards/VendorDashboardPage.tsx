import { AreaLinksCard } from './AreaLinksCard.js';
import { useCurrentUser } from './use-current-user.js';
import { WelcomeHeader } from './WelcomeHeader.js';

export function VendorDashboardPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <WelcomeHeader user={user} subtitle={user.businessName ?? 'Your products and orders in one place.'} />
      <AreaLinksCard
        title="Your account"
        text="Check the business details buyers will see with your products."
        links={[{ to: '/vendor-dashboard/profile', label: 'View Profile', primary: true }]}
      />
    </>
  );
}
