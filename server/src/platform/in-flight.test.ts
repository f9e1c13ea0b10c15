import { describe, expect, it } from 'vitest';
import { InFlight } from './in-flight';

describe('InFlight', () => {
  it('waits for running work, and no longer than the timeout', async () => {
    const inFlight = new InFlight();
    let finish: () => void = () => undefined;
    const work = inFlight.track(() => new Promise<string>((resolve) => (finish = () => resolve('done'))));
    let idle = false;
    const waiting = inFlight.idle(5_000).then(() => {
      idle = true;
    });
    // Every callback queued so far has run, and still the work runs: not idle.
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    finish();
    expect(await work).toBe('done');
    await waiting;
    expect(idle).toBe(true);

    const stuck = inFlight.track(() => new Promise(() => undefined));
    const started = Date.now();
    await inFlight.idle(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    void stuck;
  });
});
