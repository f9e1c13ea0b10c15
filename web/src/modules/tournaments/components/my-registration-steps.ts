import type { MyRegistration } from '@pickleball/domain';
import { canPayNow } from './mine/entry-outstanding';

/** What a player may do with one of their entries now (the server checks again). */
export function myRegistrationSteps(entry: MyRegistration): ('accept' | 'decline' | 'pay' | 'cancel')[] {
  const steps: ('accept' | 'decline' | 'pay' | 'cancel')[] = [];
  const isOver = ['completed', 'cancelled', 'in_progress'].includes(entry.tournament.status);
  if (entry.status === 'cancelled' || isOver) return steps;
  if (entry.my_role === 'partner' && entry.partner_status === 'invited') steps.push('accept', 'decline');
  if (canPayNow(entry)) steps.push('pay');
  if (!(entry.my_role === 'partner' && entry.partner_status === 'invited')) steps.push('cancel');
  return steps;
}
