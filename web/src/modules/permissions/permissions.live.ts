import { defineLive } from '../../lib/live';
import { permissionKeys } from './permissions.keys';

/**
 * Permissions are not announced live; the list shows the roles holding each, so a change to
 * roles made in this tab fetches it again.
 */
export const live = defineLive({ root: permissionKeys.all, follows: ['roles'] });
