import {
  dataEnvelope,
  IdParamsSchema,
  listEnvelope,
  TaskAssigneeQuerySchema,
  TaskBulkInputSchema,
  TaskExportQuerySchema,
  TaskInputSchema,
  TaskListQuerySchema,
  TaskMoveInputSchema,
  TaskPersonSchema,
  TaskSchema,
  TaskStatsSchema,
  TaskTagCountSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import { sendDownload } from '../../platform/spreadsheet';
import { moveTask } from './tasks.board';
import { runBulkAction, setTaskArchived } from './tasks.bulk';
import { exportTasks } from './tasks.export';
import {
  createTask,
  findAssignees,
  getBoard,
  getTask,
  getTaskStats,
  listTasks,
  listTaskTags,
  updateTask,
} from './tasks.service';

const tags = ['tasks'];
const TaskEnvelope = dataEnvelope(TaskSchema);

const DONE = {
  created: 'tasks:done.created',
  updated: 'tasks:done.updated',
  archived: 'tasks:done.archived',
  restored: 'tasks:done.restored',
  bulk: 'tasks:done.bulk',
} as const;

export const taskRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/tasks/export',
    access: { permission: 'task.view' },
    summary: 'Download the whole filtered list of tasks as .xlsx or .csv',
    tags,
    query: TaskExportQuerySchema,
    handler: async ({ ctx, query }, reply) => {
      const download = exportTasks(ctx, query);
      return sendDownload(reply, { ...download, body: download.stream });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/tasks',
    access: { permission: 'task.view' },
    summary: 'List tasks (search; status, priority, assignee, mine, tag, due, archived)',
    tags,
    query: TaskListQuerySchema,
    response: listEnvelope(TaskSchema),
    handler: ({ ctx, query }) => listTasks(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/tasks/stats',
    access: { permission: 'task.view' },
    summary: 'Task figures: by status, overdue, open and mine, archived',
    tags,
    response: dataEnvelope(TaskStatsSchema),
    handler: async ({ ctx }) => ({ data: await getTaskStats(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/tasks/board',
    access: { permission: 'task.view' },
    summary: 'The kanban board: every task not archived, column by column in board order',
    tags,
    response: dataEnvelope(z.array(TaskSchema)),
    handler: async ({ ctx }) => ({ data: await getBoard(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/tasks/tags',
    access: { permission: 'task.view' },
    summary: 'Tags in use, most used first',
    tags,
    response: dataEnvelope(z.array(TaskTagCountSchema)),
    handler: async ({ ctx }) => ({ data: await listTaskTags(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/tasks/assignees',
    access: { permission: 'task.view' },
    summary: 'People a task can be given to (active, holding task.view)',
    tags,
    query: TaskAssigneeQuerySchema,
    response: dataEnvelope(z.array(TaskPersonSchema)),
    handler: async ({ ctx, query }) => ({ data: await findAssignees(ctx, query) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/tasks/bulk',
    access: { permission: 'task.edit' },
    summary: 'Assign, change the status of, archive or restore several tasks at once (all or none)',
    tags,
    body: TaskBulkInputSchema,
    response: dataEnvelope(z.array(TaskSchema)),
    handler: async ({ ctx, body }) => {
      const data = await runBulkAction(ctx, body);
      return { data, message: ctx.t(DONE.bulk, { count: data.length }) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/tasks/:id',
    access: { permission: 'task.view' },
    summary: 'One task',
    tags,
    params: IdParamsSchema,
    response: TaskEnvelope,
    handler: async ({ ctx, params }) => ({ data: await getTask(ctx, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/tasks',
    access: { permission: 'task.create' },
    summary: 'Create a task (on top of its column; the assignee is told)',
    tags,
    body: TaskInputSchema,
    response: TaskEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({ data: await createTask(ctx, body), message: ctx.t(DONE.created) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/tasks/:id',
    access: { permission: 'task.edit' },
    summary: 'Update a task (a new status puts it on top of that column)',
    tags,
    params: IdParamsSchema,
    body: TaskInputSchema,
    response: TaskEnvelope,
    handler: async ({ ctx, params, body }) => ({
      data: await updateTask(ctx, params.id, body),
      message: ctx.t(DONE.updated),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/tasks/:id/move',
    access: { permission: 'task.edit' },
    summary: 'Move a card on the board: into a status, right below another card (after_id) or on top (null)',
    tags,
    params: IdParamsSchema,
    body: TaskMoveInputSchema,
    response: TaskEnvelope,
    handler: async ({ ctx, params, body }) => ({ data: await moveTask(ctx, params.id, body) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/tasks/:id/archive',
    access: { permission: 'task.edit' },
    summary: 'Archive a task (off the board and the default list)',
    tags,
    params: IdParamsSchema,
    response: TaskEnvelope,
    handler: async ({ ctx, params }) => ({
      data: await setTaskArchived(ctx, params.id, true),
      message: ctx.t(DONE.archived),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/tasks/:id/restore',
    access: { permission: 'task.edit' },
    summary: 'Restore an archived task (on top of its column)',
    tags,
    params: IdParamsSchema,
    response: TaskEnvelope,
    handler: async ({ ctx, params }) => ({
      data: await setTaskArchived(ctx, params.id, false),
      message: ctx.t(DONE.restored),
    }),
  }),
];
