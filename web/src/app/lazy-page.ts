import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A signed-in page by its route path: its code comes through page-loaders.ts (see there). */
export function page(path: string): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const { PAGE_LOADERS } = await import('./page-loaders');
    const load = PAGE_LOADERS[path];
    if (!load) throw new Error(`no page for ${path}`);
    return load();
  });
}
