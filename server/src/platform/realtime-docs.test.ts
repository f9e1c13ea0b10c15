import { readFileSync } from 'node:fs';
import { REALTIME_EVENT_TYPES, REALTIME_RESOURCES } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';

/** docs/architecture.md's "Realtime" section, as a reader finds it. */
const docs = readFileSync(new URL('../../../docs/architecture.md', import.meta.url), 'utf8');
const realtime = docs.slice(docs.indexOf('## Realtime'), docs.indexOf('## Jobs (the outbox)'));

/** The first cell of each row of the events table: `| \`type\` | room | data |`. */
const documentedEvents = [...realtime.matchAll(/^\s*\| `([a-z_-]+\.[a-z_]+)` \|/gm)].map((match) => match[1]);

describe('docs/architecture.md against the event map', () => {
  it('lists every event of the map once, and no other', () => {
    expect([...documentedEvents].sort()).toEqual([...REALTIME_EVENT_TYPES].sort());
  });

  it('names every staff room', () => {
    for (const resource of Object.keys(REALTIME_RESOURCES)) expect(realtime).toContain(`\`${resource}\``);
  });
});
