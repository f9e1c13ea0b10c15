import { readFileSync } from 'node:fs';
import type { LiveDeclaration } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { modules } from '../modules/index';
import { documentedEvents, EVENTS_DOC, eventFiles, renderEventsDoc } from '../scripts/docs-events';
import { moduleLiveResources } from './module';

/** Each module's declaration file with what it exports at runtime (its `declareLive`). */
async function declarations(): Promise<{ module: string; path: string; live: LiveDeclaration }[]> {
  return Promise.all(
    eventFiles().map(async ({ module, path }) => {
      const exports = Object.values(await import(path)) as LiveDeclaration[];
      expect(exports, `${module}.events.ts exports one declaration`).toHaveLength(1);
      return { module, path, live: exports[0]! };
    }),
  );
}

describe("the modules' event declarations", () => {
  it('document every event they declare (what happened, its room and its data), and nothing else', async () => {
    for (const { module, path, live } of await declarations()) {
      const documented = documentedEvents(readFileSync(path, 'utf8'));
      expect(documented.map((event) => event.type).sort(), module).toEqual([...live.events].sort());
      for (const event of documented) {
        expect(event.text, event.type).not.toBe('');
        expect(event.room, event.type).toBeTruthy();
        expect(event.data, event.type).toBeTruthy();
      }
    }
  });

  it('name each event in one module only', async () => {
    const types = (await declarations()).flatMap(({ live }) => live.events);
    expect(new Set(types).size).toBe(types.length);
  });

  it('are each registered by one server module, which grants their staff rooms', async () => {
    const registered = modules.flatMap((module) => (module.live ? [module.live] : []));
    const declared = (await declarations()).map(({ live }) => live);
    expect(registered.map((live) => live.events.join()).sort()).toEqual(
      declared.map((live) => live.events.join()).sort(),
    );
    expect(moduleLiveResources(modules)).toEqual(
      Object.assign({}, ...declared.map((live) => live.resources)),
    );
  });

  it('refuse a staff room declared by two modules', () => {
    const twice = [
      { name: 'a', routes: [], live: { events: [], resources: { courts: 'court.view' } } },
      { name: 'b', routes: [], live: { events: [], resources: { courts: 'court.edit' } } },
    ];
    expect(() => moduleLiveResources(twice)).toThrow(/resource:courts/);
  });
});

describe('docs/realtime-events.md', () => {
  it('is the table the declarations make (run `npm run docs:events` after changing one)', () => {
    expect(readFileSync(EVENTS_DOC, 'utf8')).toBe(renderEventsDoc());
  });
});
