/**
 * The Zalo ZNS page: the OA's provider (the first zalo_zns provider), which ZNS template each
 * category sends with, how each template's parameters are filled from our variables (stored with
 * the provider's configuration, used by ./notifications.zns-mapping.ts when sending), and when the access token expires (it refreshes itself 5 minutes before,
 * single-flight across workers: see notifications.zns-token-store.ts).
 */
import type { ProviderInput, ZaloZnsInput } from '@pickleball/domain';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findZnsProvider } from './notifications.providers.repository';
import { createProvider, getProvider, testProvider, updateProvider } from './notifications.providers.service';
import { categoryTemplatesOf, templateParamsOf } from './notifications.zns-mapping';

async function findZaloProviderId(ctx: ServiceContext): Promise<number | null> {
  const row = await findZnsProvider(ctx.db);
  return row?.id ?? null;
}

export async function getZaloZns(ctx: ServiceContext) {
  const id = await findZaloProviderId(ctx);
  const provider = id ? await getProvider(ctx, id) : null;
  const config = provider?.config ?? {};
  return {
    provider,
    category_templates: categoryTemplatesOf(config),
    template_params: templateParamsOf(config),
    access_token_expires_at:
      typeof config.access_token_expires_at === 'string' ? config.access_token_expires_at : null,
  };
}

export async function saveZaloZns(ctx: ServiceContext, input: ZaloZnsInput) {
  const id = await findZaloProviderId(ctx);
  const categoryTemplates = Object.fromEntries(
    Object.entries(input.category_templates).filter(([, templateId]) => Boolean(templateId)),
  );
  const providerInput = {
    name: input.name,
    description: null,
    enabled: input.enabled,
    priority: 10,
    type: 'zalo_zns',
    config: {
      ...input.config,
      category_templates: categoryTemplates,
      // Mappings left empty are dropped: that template gets the send's data under its own names.
      template_params: Object.fromEntries(
        Object.entries(input.template_params).filter(([, params]) => Object.keys(params).length > 0),
      ),
    },
  } as ProviderInput;
  if (id) {
    const current = await getProvider(ctx, id);
    await updateProvider(ctx, id, {
      ...providerInput,
      priority: current.priority,
      description: current.description,
    });
  } else await createProvider(ctx, providerInput);
  return getZaloZns(ctx);
}

export async function testZaloZns(ctx: ServiceContext, address: string) {
  const id = await findZaloProviderId(ctx);
  if (!id) throw new AppError('configuration.not_saved');
  await testProvider(ctx, id, address);
  return getZaloZns(ctx);
}
