import { scheduleFairness } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { generateNumbered, type ScheduleRequest } from './numbered-schedule';
import { generateInWorker, generateSchedule } from './schedule-worker';

const request = (players: number, overrides: Partial<ScheduleRequest> = {}): ScheduleRequest => ({
  type: 'doubles',
  players,
  rounds: 12,
  courts: undefined,
  seed: 11,
  balanceByRating: false,
  ratings: Array.from({ length: players }, (_, index) => 3 + (index % 7) / 4),
  ...overrides,
});

describe('the schedule worker', () => {
  it('answers exactly what the generator gives on this thread, several requests at once', async () => {
    const requests = [
      request(38),
      request(40, { balanceByRating: true }),
      request(31, { type: 'singles', rounds: 31 }),
      request(30, { courts: 5 }),
    ];
    const answers = await Promise.all(requests.map(generateInWorker));
    answers.forEach((answer, index) => {
      expect(answer).toEqual(generateNumbered(requests[index] as ScheduleRequest));
    });
    expect(scheduleFairness(answers[0] as never, 38).matchesPerPlayer.every((count) => count >= 10)).toBe(
      true,
    );
  });

  it('passes the generator’s refusal back as an error', async () => {
    await expect(generateInWorker(request(3))).rejects.toThrow();
    // …and keeps serving afterwards.
    expect(await generateSchedule(request(26))).toEqual(generateNumbered(request(26)));
  });
});
