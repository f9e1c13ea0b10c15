/** Query keys of the profile module (CONVENTIONS §7); every key starts with the module's name. */
export const profileKeys = {
  all: ['profile'] as const,
  /** The signed-in user's own profile, DUPR status included. */
  mine: () => [...profileKeys.all, 'mine'] as const,
  completion: () => [...profileKeys.all, 'completion'] as const,
  /** The channels the user receives notifications on. */
  notificationPreferences: () => [...profileKeys.all, 'notification-preferences'] as const,
  /** Countries are named in the request's language: one cache entry per language. */
  countries: (language: string) => [...profileKeys.all, 'countries', language] as const,
};
