import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../platform/context';
import type { JobType } from '../platform/jobs/jobs';
import { defineModule, moduleJobHandlers } from '../platform/module';
import { apiRoutes, modules } from './index';

/** Every job type, once (the compiler refuses this list when a type is added or dropped). */
const JOB_TYPES = Object.keys({
  'mail.send': true,
  'notification.fanout': true,
  'notification.deliver': true,
  'payment.reconcile': true,
  'payment.refund_check': true,
  'task.due_reminder': true,
  'meeting.reminder': true,
  'tournament.registration_deadline': true,
  'tournament.announce': true,
  'rankpoint.baseline': true,
} satisfies Record<JobType, true>);

const folders = readdirSync(new URL('./', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Building the handlers only names them: none runs here.
const services = {} as AppServices;

describe('the modules list', () => {
  it('holds one module per folder, named as its folder, each defined in <folder>.module.ts', () => {
    expect(modules.map((module) => module.name).sort()).toEqual([...folders].sort());
    for (const folder of folders)
      expect(readdirSync(new URL(`./${folder}/`, import.meta.url))).toContain(`${folder}.module.ts`);
  });

  it('registers every route of every module, once', () => {
    expect(apiRoutes.length).toBe(modules.reduce((sum, module) => sum + module.routes.length, 0));
    const keys = apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("runs every module's migrations with the platform's, in the order of their names, each name once", async () => {
    const { listMigrations } = await import('../db/migrations/index');
    const names = Object.keys(listMigrations('sqlite'));
    expect(names).toEqual([...names].sort());
    expect(names).toContain('2026_11_27_0020_devices');
    expect(names).toContain('2026_11_22_0001_identity');
    for (const module of modules)
      for (const name of Object.keys(module.migrations ?? {})) {
        expect(name).toMatch(/^\d{4}_\d{2}_\d{2}_\d{4}_[a-z_]+$/);
        expect(readdirSync(new URL(`./${module.name}/migrations/`, import.meta.url))).toContain(`${name}.ts`);
      }
  });

  it('gives every job type exactly one handler', () => {
    const handlers = moduleJobHandlers(modules, services, { 'mail.send': async () => undefined });
    expect(Object.keys(handlers).sort()).toEqual([...JOB_TYPES].sort());
    const twice = defineModule({
      name: 'tasks-again',
      routes: [],
      jobs: () => ({ 'task.due_reminder': async () => undefined }),
    });
    expect(() => moduleJobHandlers([...modules, twice], services, {})).toThrow(/task\.due_reminder/);
  });
});

/**
 * Every product file of the modules (tests and test helpers aside), with its text. The demo
 * community of `npm run seed:demo` is not the product's: it writes its rows as the test
 * factories do, from server/src/demo.
 */
function moduleFiles(): { path: string; text: string }[] {
  const root = new URL('./', import.meta.url).pathname;
  const found: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(test|testing)\.ts$/.test(entry.name))
        found.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
    }
  };
  walk(root);
  return found;
}

const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)\(/;

describe('the shape of a module', () => {
  it('keeps every query in a repository (a migration writes its own: the tables as they were then)', () => {
    const outside = moduleFiles()
      .filter(({ path }) => !path.includes('/migrations/'))
      .filter(({ path, text }) => !path.endsWith('.repository.ts') && QUERY.test(text))
      .map(({ path }) => path);
    expect(outside).toEqual([]);
  });

  it('names each file at the top of a module after it (sub-folders hold verb-named steps)', () => {
    const unprefixed = moduleFiles()
      .filter(({ path }) => path.includes('/') && path.split('/').length === 2)
      .filter(({ path }) => {
        const [folder, file] = path.split('/') as [string, string];
        return !file.startsWith(`${folder}.`);
      })
      .map(({ path }) => path);
    expect(unprefixed).toEqual([]);
  });

  it('keeps product files under 400 lines, on the web and in domain too', () => {
    const roots = ['../../../web/src/', '../../../domain/src/'].map((root) => new URL(root, import.meta.url));
    const long: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'testing') walk(path);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
          if (readFileSync(path, 'utf8').split('\n').length > 400) long.push(path);
      }
    };
    for (const root of roots) walk(root.pathname);
    expect(long).toEqual([]);
  });

  it('keeps module files under 400 lines', () => {
    const long = moduleFiles()
      .filter(({ text }) => text.split('\n').length > 400)
      .map(({ path }) => path);
    expect(long).toEqual([]);
  });
});
