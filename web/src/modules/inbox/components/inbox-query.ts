import type { InboxListParams } from '../inbox.keys';

/** The page the bell shows: the latest notifications, read or not. */
export const BELL_PAGE: InboxListParams = { page: 1, per_page: 10 };
