import DashboardPage from '../../modules/dashboard/pages/dashboard-page';
import { AwaitingConfirmationSlot } from '../../modules/matches/components/awaiting-confirmation-slot';

/**
 * /dashboard: the dashboard module's page with the cards of other modules, composed here because
 * modules do not import each other (CONVENTIONS §1). Any signed-in user sees the matches awaiting
 * their confirmation: players hold no back-office permission, so this is where they answer. The
 * card's code loads only when there is something to answer (it is not part of the shell's weight).
 */
export default function DashboardRoute() {
  return (
    <DashboardPage>
      <AwaitingConfirmationSlot />
    </DashboardPage>
  );
}
