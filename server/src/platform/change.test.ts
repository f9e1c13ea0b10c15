import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { runChange } from './change';
import { enqueueJob } from './jobs/jobs';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const event = (id: number) => ({ type: 'court.updated' as const, id, data: { id } });

async function jobsFor(taskId: number): Promise<number> {
  const rows = await app.services.db
    .selectFrom('jobs')
    .select('payload')
    .where('type', '=', 'task.due_reminder')
    .execute();
  return rows.filter((row) => (JSON.parse(row.payload) as { task_id: number }).task_id === taskId).length;
}

const reminder = (taskId: number) => ({ task_id: taskId, due_date: '2026-12-31', assigned_to: 1 });

describe('runChange', () => {
  it('publishes what the work announced once it commits, and wakes the worker for a queued job', async () => {
    const publish = vi.spyOn(app.services.realtime, 'publish');
    const wake = vi.spyOn(app.services.jobs, 'wake');
    try {
      const answer = await runChange(app.services, async (trx, pending) => {
        pending.add('resource:courts', event(101));
        await enqueueJob(trx, 'task.due_reminder', reminder(9_101));
        // Nothing leaves before the commit.
        expect(publish).not.toHaveBeenCalled();
        return 'done';
      });
      expect(answer).toBe('done');
      expect(publish).toHaveBeenCalledExactlyOnceWith('resource:courts', event(101));
      expect(wake).toHaveBeenCalledTimes(1);
      expect(await jobsFor(9_101)).toBe(1);
    } finally {
      publish.mockRestore();
      wake.mockRestore();
    }
  });

  it('leaves the worker asleep when nothing was queued', async () => {
    const wake = vi.spyOn(app.services.jobs, 'wake');
    try {
      await runChange(app.services, async (_trx, pending) => pending.add('resource:courts', event(102)));
      expect(wake).not.toHaveBeenCalled();
    } finally {
      wake.mockRestore();
    }
  });

  it('publishes nothing and keeps nothing of a change that failed', async () => {
    const publish = vi.spyOn(app.services.realtime, 'publish');
    const wake = vi.spyOn(app.services.jobs, 'wake');
    try {
      await expect(
        runChange(app.services, async (trx, pending) => {
          pending.add('resource:courts', event(103));
          await enqueueJob(trx, 'task.due_reminder', reminder(9_103));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(publish).not.toHaveBeenCalled();
      expect(wake).not.toHaveBeenCalled();
      expect(await jobsFor(9_103)).toBe(0);
    } finally {
      publish.mockRestore();
      wake.mockRestore();
    }
  });

  it('tries again after an error it was told to accept, announcing only the try that committed', async () => {
    const publish = vi.spyOn(app.services.realtime, 'publish');
    let tries = 0;
    try {
      const lost = new Error('lost the race');
      await runChange(
        app.services,
        async (_trx, pending) => {
          tries += 1;
          pending.add('resource:courts', event(200 + tries));
          if (tries < 3) throw lost;
        },
        { retryWhen: (error) => error === lost },
      );
      expect(tries).toBe(3);
      expect(publish).toHaveBeenCalledExactlyOnceWith('resource:courts', event(203));
      await expect(
        runChange(
          app.services,
          async () => {
            throw lost;
          },
          { retryWhen: (error) => error === lost, tries: 2 },
        ),
      ).rejects.toBe(lost);
    } finally {
      publish.mockRestore();
    }
  });
});

/** Every module file (tests and demo seeds aside), with its text. */
function moduleFiles(): { path: string; text: string }[] {
  const root = new URL('../modules/', import.meta.url).pathname;
  const files: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(test|demo)\.ts$/.test(entry.name))
        files.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
    }
  };
  walk(root);
  return files;
}

/**
 * Writes that cannot go through runChange, each with its reason: they run with a database
 * handle only, outside the app's services.
 */
const OWN_TRANSACTIONS: Record<string, string> = {
  // `npm run admin:password`: a command-line reset, before or without a running server.
  'auth/auth.admin-password.ts': 'command line',
  // The baseline refresh runs at start-up and from a job with the database alone; it publishes nothing.
  'rankpoints/rankpoints.baseline.ts': 'start-up',
};

describe('the one way to write', () => {
  it('leaves no module opening its own transaction or collecting events by hand', () => {
    const offenders = moduleFiles()
      .filter(({ path, text }) => !(path in OWN_TRANSACTIONS) && /\.transaction\(\)/.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
    const collectors = moduleFiles()
      .filter(({ text }) => /new PendingEvents\(\)\s*;/.test(text))
      .map(({ path }) => path);
    expect(collectors).toEqual([]);
    for (const path of Object.keys(OWN_TRANSACTIONS))
      expect(moduleFiles().find((file) => file.path === path)?.text).toMatch(/\.transaction\(\)/);
  });
});
