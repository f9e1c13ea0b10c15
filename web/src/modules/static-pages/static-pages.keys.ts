/** A list query as the API takes it: page, per_page, search, sort and filters. */
export type StaticPageListParams = Record<string, string | number | undefined>;

/** Query keys of the static pages module (CONVENTIONS §7); every key starts with the module's name. */
export const staticPageKeys = {
  all: ['static-pages'] as const,
  lists: () => [...staticPageKeys.all, 'list'] as const,
  list: (query: StaticPageListParams) => [...staticPageKeys.lists(), query] as const,
  details: () => [...staticPageKeys.all, 'detail'] as const,
  detail: (id: number) => [...staticPageKeys.details(), id] as const,
  /** A page's versions, one version's text and the comparisons: all under the page. */
  versions: (id: number) => [...staticPageKeys.detail(id), 'versions'] as const,
  version: (id: number, version: number) => [...staticPageKeys.versions(id), version] as const,
  compare: (id: number, from: number, to: number | 'draft') =>
    [...staticPageKeys.detail(id), 'compare', from, to] as const,
  preview: (content: string) => [...staticPageKeys.all, 'preview', content] as const,
};
