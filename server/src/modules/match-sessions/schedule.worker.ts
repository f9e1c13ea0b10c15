/** The schedule worker's side: one proposal per message, answered with the same id. */
import { parentPort } from 'node:worker_threads';
import { generateNumbered, type ScheduleRequest } from './numbered-schedule';

parentPort?.on('message', (message: { id: number; request: ScheduleRequest }) => {
  try {
    parentPort?.postMessage({ id: message.id, schedule: generateNumbered(message.request) });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
