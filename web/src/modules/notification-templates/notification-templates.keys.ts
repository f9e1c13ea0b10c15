/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type TemplateListParams = Record<string, string | number | undefined>;

/** Query keys of the notification templates module (CONVENTIONS §7); every key starts with the module's name. */
export const templateKeys = {
  all: ['notification-templates'] as const,
  lists: () => [...templateKeys.all, 'list'] as const,
  list: (query: TemplateListParams) => [...templateKeys.lists(), query] as const,
  details: () => [...templateKeys.all, 'detail'] as const,
  detail: (id: number) => [...templateKeys.details(), id] as const,
  preview: (input: unknown) => [...templateKeys.all, 'preview', input] as const,
};

/** The send form lists active templates under the notifications module's root. */
export const TEMPLATE_RELATED_ROOTS = [['notifications', 'template-choices']] as const;
