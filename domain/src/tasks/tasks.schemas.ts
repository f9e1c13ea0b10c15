import { z } from 'zod';
import { ExportShape, ListQueryShape, sortSchema } from '../common/pagination';
import { IdSchema, optionalString, QueryBooleanSchema, REQUIRED, requiredString } from '../common/validation';
import {
  hasAtMostTwoDecimals,
  isCalendarDate,
  TASK_BULK_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_DUE_FILTERS,
  TASK_HOURS_MAX,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TAG_MAX_LENGTH,
  TASK_TAGS_MAX,
  TASK_TITLE_MAX,
  uniqueTags,
} from './tasks.rules';

/**
 * Tasks (SPEC §3 "Task"): the API's shapes. Field names are SPEC's: `assigned_to` is a user id
 * in a body and the person ({id, name, username, avatar_url}) in an answer, as `created_by` is.
 * `position` is the kanban order key (fractional, compared bytewise; null while archived) and
 * `revision` rises on every change, so a client keeps the newer of two copies of a task.
 */

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Hours as typed: 0 to 10,000 with at most two decimals; blank is none. */
const HoursSchema = z.preprocess(
  blankToNull,
  z
    .number({ error: 'invalid_number' })
    .min(0, 'number_min')
    .max(TASK_HOURS_MAX, 'number_max')
    .refine(hasAtMostTwoDecimals, 'price_format')
    .nullable(),
);

/** A calendar date YYYY-MM-DD, or none. */
export const TaskDueDateSchema = z.preprocess(
  blankToNull,
  z.string({ error: 'date' }).refine(isCalendarDate, 'date').nullable(),
);

export const TaskTagSchema = z
  .string({ error: 'invalid_type' })
  .trim()
  .min(1, REQUIRED)
  .max(TASK_TAG_MAX_LENGTH, 'string_max');

/** 0 to 10 short labels; a repeat (ignoring case) is dropped, the first spelling kept. */
export const TaskTagsSchema = z
  .array(TaskTagSchema, { error: 'invalid_type' })
  .transform((tags) => uniqueTags(tags))
  .pipe(z.array(z.string()).max(TASK_TAGS_MAX, 'array_max'));

export const TaskInputSchema = z.object({
  title: requiredString(TASK_TITLE_MAX),
  description: optionalString(TASK_DESCRIPTION_MAX),
  priority: z.enum(TASK_PRIORITIES, { error: 'one_of' }).default('medium'),
  status: z.enum(TASK_STATUSES, { error: 'one_of' }).default('todo'),
  assigned_to: IdSchema.nullish().transform((value) => value ?? null),
  due_date: TaskDueDateSchema.default(null),
  estimated_hours: HoursSchema.default(null),
  actual_hours: HoursSchema.default(null),
  tags: TaskTagsSchema.default([]),
});
export type TaskInput = z.infer<typeof TaskInputSchema>;
export type TaskInputValues = z.input<typeof TaskInputSchema>;

/** POST /tasks/{id}/move: into `status`, just after `after_id` (null: at the top of the column). */
export const TaskMoveInputSchema = z.object({
  status: z.enum(TASK_STATUSES, { error: 'one_of' }),
  after_id: IdSchema.nullable(),
});
export type TaskMoveInput = z.infer<typeof TaskMoveInputSchema>;

const BulkIdsSchema = z
  .array(IdSchema, { error: 'invalid_type' })
  .min(1, { message: 'required', abort: true })
  .max(TASK_BULK_MAX, 'array_max');

/** POST /tasks/bulk: one action on several tasks, all or none. */
export const TaskBulkInputSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('assign'),
      ids: BulkIdsSchema,
      assigned_to: IdSchema.nullable(),
    }),
    z.object({
      action: z.literal('status'),
      ids: BulkIdsSchema,
      status: z.enum(TASK_STATUSES, { error: 'one_of' }),
    }),
    z.object({ action: z.literal('archive'), ids: BulkIdsSchema }),
    z.object({ action: z.literal('restore'), ids: BulkIdsSchema }),
  ],
  { error: 'one_of' },
);
export type TaskBulkInput = z.infer<typeof TaskBulkInputSchema>;

export const TaskPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
});
export type TaskPerson = z.infer<typeof TaskPersonSchema>;

export const TaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  assigned_to: TaskPersonSchema.nullable(),
  created_by: TaskPersonSchema.nullable(),
  due_date: z.string().nullable(),
  estimated_hours: z.number().nullable(),
  actual_hours: z.number().nullable(),
  tags: z.array(z.string()),
  is_archived: z.boolean(),
  position: z.string().nullable(),
  revision: z.number().int(),
  completed_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TASK_SORT_FIELDS = [
  'title',
  'priority',
  'status',
  'due_date',
  'created_at',
  'updated_at',
  'id',
] as const;

export const TaskFilterShape = {
  search: ListQueryShape.search,
  status: z.enum(TASK_STATUSES, { error: 'one_of' }).optional(),
  priority: z.enum(TASK_PRIORITIES, { error: 'one_of' }).optional(),
  assigned_to: IdSchema.optional(),
  /** "My tasks": assigned to the signed-in user. */
  mine: QueryBooleanSchema.optional(),
  tag: z.string().trim().min(1, REQUIRED).max(TASK_TAG_MAX_LENGTH, 'string_max').optional(),
  due: z.enum(TASK_DUE_FILTERS, { error: 'one_of' }).optional(),
  /** Archived tasks only (they are left out otherwise). */
  archived: QueryBooleanSchema.optional(),
};

export const TaskListQuerySchema = z.object({
  ...ListQueryShape,
  ...TaskFilterShape,
  sort: sortSchema(TASK_SORT_FIELDS, '-created_at'),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;

export const TaskExportQuerySchema = TaskListQuerySchema.omit({ page: true, per_page: true }).extend(
  ExportShape,
);
export type TaskExportQuery = z.infer<typeof TaskExportQuerySchema>;

export const TaskStatsSchema = z.object({
  /** Tasks not archived. */
  total: z.number().int(),
  by_status: z.record(z.enum(TASK_STATUSES), z.number().int()),
  overdue: z.number().int(),
  /** Open (not done) tasks assigned to the signed-in user. */
  mine_open: z.number().int(),
  archived: z.number().int(),
});
export type TaskStats = z.infer<typeof TaskStatsSchema>;

export const TaskTagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type TaskTagCount = z.infer<typeof TaskTagCountSchema>;

/** GET /tasks/assignees: people a task can be given to (they hold task.view). */
export const TaskAssigneeQuerySchema = z.object({
  search: z.string().trim().max(100, 'string_max').optional(),
  limit: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(1, 'number_min')
    .max(50, 'number_max')
    .default(20),
});
export type TaskAssigneeQuery = z.infer<typeof TaskAssigneeQuerySchema>;
