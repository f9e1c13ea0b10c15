import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ModulePages, ModuleRoutes } from '../lib/module-routes';
import { mergePageLoaders, PAGE_LOADERS } from './page-loaders';
import { protectedRoutes } from './routes';

const MODULES_DIR = new URL('../modules/', import.meta.url);

/**
 * Modules with pages but no signed-in page of their own: the app's tables serve them. auth: the
 * light sign-in bundle (guest routes); dashboard: composed with other modules' cards by
 * app/pages/dashboard-route; register-court and scoreboard: public routes (app/routes.tsx).
 */
const SERVED_BY_THE_APP = ['auth', 'dashboard', 'register-court', 'scoreboard'];

const routeFiles = import.meta.glob<{ routes: ModuleRoutes }>('../modules/*/*.routes.ts', { eager: true });
const pageFiles = import.meta.glob<{ pages: ModulePages }>('../modules/*/*.pages.ts', { eager: true });

/** `../modules/<module>/<file>` → `<module>`. */
const moduleOf = (file: string) => file.split('/')[2] ?? '';

const byModule = <T>(files: Record<string, T>) =>
  new Map(Object.entries(files).map(([file, module]) => [moduleOf(file), module]));

describe('the modules’ page declarations', () => {
  it('give every signed-in route a loader and every loader a route', () => {
    // The dashboard imports its page itself (its code is part of the first screen's).
    const routed = protectedRoutes.map((route) => route.path).filter((path) => path !== '/dashboard');
    expect(new Set(routed).size).toBe(routed.length);
    expect(routed.toSorted()).toEqual(Object.keys(PAGE_LOADERS).toSorted());
  });

  it('keep a module’s routes and its loaders together, in its own folder', () => {
    const pages = byModule(pageFiles);
    for (const [module, { routes }] of byModule(routeFiles)) {
      const paths = routes.protected.map((route) => route.path).toSorted();
      expect(paths, module).toEqual(Object.keys(pages.get(module)?.pages ?? {}).toSorted());
    }
    expect([...pages.keys()].toSorted()).toEqual([...byModule(routeFiles).keys()].toSorted());
  });

  it('refuse a page path declared twice', () => {
    const load = () => Promise.resolve({ default: () => null });
    expect(() =>
      mergePageLoaders({
        'modules/a/a.pages.ts': { '/same': load, '/a': load },
        'modules/b/b.pages.ts': { '/b': load, '/same': load },
      }),
    ).toThrow('the page /same is declared by both modules/a/a.pages.ts and modules/b/b.pages.ts');
    expect(
      Object.keys(
        mergePageLoaders({ 'modules/a/a.pages.ts': { '/a': load }, 'modules/b/b.pages.ts': { '/b': load } }),
      ),
    ).toEqual(['/a', '/b']);
  });

  it('are made by every module with pages, in files named after its folder', () => {
    const withPages = readdirSync(MODULES_DIR).filter((module) =>
      existsSync(new URL(`${module}/pages/`, MODULES_DIR)),
    );
    for (const module of withPages) {
      const declares = ['routes', 'pages'].map((kind) =>
        existsSync(new URL(`${module}/${module}.${kind}.ts`, MODULES_DIR)),
      );
      expect(declares, module).toEqual(SERVED_BY_THE_APP.includes(module) ? [false, false] : [true, true]);
    }
    for (const module of SERVED_BY_THE_APP) expect(withPages, module).toContain(module);
  });

  it('keep the routes files light: the shell loads them with the first screen', () => {
    // Only the lazy page, the types and the menu's icons: a page's import belongs in <module>.pages.ts.
    const allowed = new Set(['lucide-react', '../../app/lazy-page', '../../lib/module-routes']);
    for (const file of Object.keys(routeFiles)) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imported = [
        ...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gm),
        ...source.matchAll(/\bimport\(\s*'([^']+)'/g),
      ].map(([, from]) => from);
      expect(imported, file).toContain('../../app/lazy-page');
      for (const from of imported) expect(allowed.has(from ?? ''), `${file}: ${from}`).toBe(true);
    }
  });
});
