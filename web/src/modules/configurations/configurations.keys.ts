import type { ConfigurationKey } from '@pickleball/domain';

/** Query keys of the configurations module (CONVENTIONS §7); every key starts with the module's name. */
export const configurationKeys = {
  all: ['configurations'] as const,
  detail: (key: ConfigurationKey) => [...configurationKeys.all, key] as const,
};
