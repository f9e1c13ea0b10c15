import DashboardPage from '../../modules/dashboard/pages/dashboard-page';
import { AwaitingConfirmationCard } from '../../modules/matches/components/awaiting-confirmation-card';

/**
 * /dashboard: the dashboard module's page with the cards of other modules, composed here because
 * modules do not import each other (CONVENTIONS §1). Any signed-in user sees the matches awaiting
 * their confirmation: players hold no back-office permission, so this is where they answer.
 */
export default function DashboardRoute() {
  return (
    <DashboardPage>
      <AwaitingConfirmationCard />
    </DashboardPage>
  );
}
