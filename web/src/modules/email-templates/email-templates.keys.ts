/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type EmailTemplateListParams = Record<string, string | number | undefined>;

/** Query keys of the e-mail templates module (CONVENTIONS §7); every key starts with the module's name. */
export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  lists: () => [...emailTemplateKeys.all, 'list'] as const,
  list: (query: EmailTemplateListParams) => [...emailTemplateKeys.lists(), query] as const,
  details: () => [...emailTemplateKeys.all, 'detail'] as const,
  detail: (id: number) => [...emailTemplateKeys.details(), id] as const,
  preview: (input: unknown) => [...emailTemplateKeys.all, 'preview', input] as const,
};
