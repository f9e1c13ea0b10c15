import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useAwaitingMyConfirmation } from '../api/list-awaiting-my-confirmation';

/** The dashboard card's anchor: the inbox's confirmation requests link here. */
export const AWAITING_CONFIRMATION_ID = 'awaiting-confirmation';

const AwaitingConfirmationCard = lazy(() =>
  import('./awaiting-confirmation-card').then(({ AwaitingConfirmationCard }) => ({
    default: AwaitingConfirmationCard,
  })),
);

/**
 * Where the dashboard shows "Matches awaiting your confirmation". Most dashboard loads have
 * nothing to answer, so the slot only fetches the list (a small request, no form or schema code);
 * the card, with its actions, loads when there is something to show or a notification led here.
 */
export function AwaitingConfirmationSlot() {
  const location = useLocation();
  const awaiting = useAwaitingMyConfirmation();
  const isTarget = location.hash === `#${AWAITING_CONFIRMATION_ID}`;
  const count = awaiting.data?.data.length ?? 0;
  if (!isTarget && count === 0) return null;
  return (
    <Suspense fallback={null}>
      <AwaitingConfirmationCard anchorId={AWAITING_CONFIRMATION_ID} isTarget={isTarget} />
    </Suspense>
  );
}
