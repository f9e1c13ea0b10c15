/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type NotificationListParams = Record<string, string | number | undefined>;

/** Query keys of the notifications module (CONVENTIONS §7); every key starts with the module's name. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: NotificationListParams) => [...notificationKeys.lists(), query] as const,
  stats: () => [...notificationKeys.all, 'stats'] as const,
  details: () => [...notificationKeys.all, 'detail'] as const,
  detail: (id: number) => [...notificationKeys.details(), id] as const,
  /** One notification's delivery log (its search, filters and page added). */
  deliveries: (id: number) => [...notificationKeys.all, 'deliveries', id] as const,
  deliveryList: (id: number, query: NotificationListParams) =>
    [...notificationKeys.deliveries(id), query] as const,
  /** The send form's helpers: the live recipient count, the choices of its pickers. */
  recipientCount: (input: unknown) => [...notificationKeys.all, 'recipient-count', input] as const,
  roleChoices: () => [...notificationKeys.all, 'role-choices'] as const,
  templateChoices: () => [...notificationKeys.all, 'template-choices'] as const,
};
