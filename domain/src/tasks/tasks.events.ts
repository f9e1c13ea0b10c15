/** What the tasks module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { Task } from './tasks.schemas';

interface TaskEvents {
  /**
   * A task was created, edited, moved, archived or restored: the whole task.
   * @room `resource:tasks`
   * @data the whole task, with its revision
   */
  'task.updated': Task;
}

interface TaskResources {
  tasks: 'task.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends TaskEvents {}
  interface RealtimeResourceMap extends TaskResources {}
}

export const tasksLive = declareLive<TaskEvents, TaskResources>(
  { 'task.updated': true },
  { tasks: 'task.view' },
);
