/**
 * How a module plugs into the app (CONVENTIONS.md "A module"): one `defineModule` per module, in
 * `<module>/<module>.module.ts`, listed once in `modules/index.ts`. Everything the app needs of a
 * module is here, so adding one touches its own folder and that list:
 * - `routes`: its API operations, registered in the order of the list;
 * - `jobs`: handlers of the job types it queues (every job type has exactly one owner);
 * - `start`: what it plugs into the realtime hub or into other modules' registries, once per app;
 * - `live`: what it announces live (its `domain/src/<module>/<module>.events.ts`): who may join
 *   its staff rooms;
 * - `migrations`: its tables' migrations, each under its released name (db/migrations/index.ts
 *   runs every module's with the platform's, in the order of their names);
 * - `http`: Fastify hooks or pages of its own, before or after the API routes;
 * - `close`: what it holds open (connections to outside services), closed with the app.
 */
import type { LiveDeclaration } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { AppServices } from './context';
import type { JobHandlers } from './jobs/jobs';
import type { AnyRoute } from './routing';

export interface ModuleDefinition {
  /** The module's folder name under server/src/modules. */
  name: string;
  routes: readonly AnyRoute[];
  jobs?: (services: AppServices) => Partial<JobHandlers>;
  live?: LiveDeclaration;
  /** Its migrations by released name (`YYYY_MM_DD_NNNN_what`), each built for the dialect in use. */
  migrations?: Readonly<Record<string, (dialect: DialectName) => Migration>>;
  start?: (services: AppServices) => void;
  http?: {
    /** Hooks that must see every API request (installed before the routes). */
    beforeRoutes?: (app: FastifyInstance, services: AppServices) => void;
    /** Routes outside the API (pages, relays), after it. */
    afterRoutes?: (app: FastifyInstance, services: AppServices) => void;
  };
  close?: (services: AppServices) => Promise<void>;
}

export function defineModule(definition: ModuleDefinition): ModuleDefinition {
  return definition;
}

/** The job handlers of all modules, one per job type; a type with two owners is a mistake. */
export function moduleJobHandlers(
  modules: readonly ModuleDefinition[],
  services: AppServices,
  platform: Partial<JobHandlers>,
): JobHandlers {
  const handlers: Partial<JobHandlers> = { ...platform };
  for (const module of modules)
    for (const [type, handler] of Object.entries(module.jobs?.(services) ?? {})) {
      if (type in handlers) throw new Error(`job type ${type} has two handlers (${module.name})`);
      Object.assign(handlers, { [type]: handler });
    }
  return handlers as JobHandlers;
}

/**
 * Every staff room the modules declare, with the permission that lets one listen; a room two
 * modules declare is a mistake.
 */
export function moduleLiveResources(modules: readonly ModuleDefinition[]): Readonly<Record<string, string>> {
  const resources: Record<string, string> = {};
  for (const module of modules)
    for (const [resource, permission] of Object.entries(module.live?.resources ?? {})) {
      if (resource in resources)
        throw new Error(`room resource:${resource} is declared twice (${module.name})`);
      resources[resource] = permission;
    }
  return resources;
}
