import { defineLive } from '../../lib/live';
import { auditKeys } from './audit.keys';

/**
 * The audit trail is not announced live (it is read after the fact), but every change made in
 * this tab is recorded in it: its pages are fetched again after one.
 */
export const live = defineLive({ root: auditKeys.all, follows: 'every module' });
