import i18next from 'i18next';

/**
 * Fetches a page's texts alongside its code, so it renders at once instead of suspending after
 * its chunk arrives: `lazy(() => withTexts(import('./page'), ['clubs']))`. The app's i18next
 * instance is set up in ./i18n (which the app has loaded before any page); this file has no side
 * effects, so the route table stays importable anywhere (its tests run in Node).
 */
export async function withTexts<T>(page: Promise<T>, namespaces: readonly string[]): Promise<T> {
  const [module] = await Promise.all([page, i18next.loadNamespaces([...namespaces])]);
  return module;
}
