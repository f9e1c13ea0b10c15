import { addDays, dateInZone, weekOf } from '@pickleball/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin, DEFAULT_PASSWORD } from '../../testing/factories';
import { call, createTestApp, login, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let editor: Session & { username: string };
let viewer: Session & { username: string };
let creator: Session & { username: string };

interface TaskBody {
  id: number;
  title: string;
  status: string;
  priority: string;
  position: string | null;
  revision: number;
  tags: string[];
  is_archived: boolean;
  due_date: string | null;
  estimated_hours: number | null;
  actual_hours: number | null;
  assigned_to: { id: number; name: string } | null;
  created_by: { id: number } | null;
  completed_at: string | null;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  const editorRole = await createRole(app, admin, ['task.view', 'task.create', 'task.edit']);
  editor = await createUserAndLogin(app, admin, [editorRole.id], { name: 'Nguyễn Thị Lan' });
  viewer = await createUserAndLogin(app, admin, [(await createRole(app, admin, ['task.view'])).id]);
  creator = await createUserAndLogin(app, admin, [
    (await createRole(app, admin, ['task.view', 'task.create'])).id,
  ]);
});
afterAll(() => app.close());

async function createTask(session: Session, payload: Record<string, unknown>): Promise<TaskBody> {
  const response = await call(app, session, { method: 'POST', url: '/api/v1/tasks', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function list(session: Session, query: string) {
  const response = await call(app, session, { method: 'GET', url: `/api/v1/tasks?per_page=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: TaskBody[]; meta: { total: number } };
}

const today = () => dateInZone(new Date());

describe('tasks', () => {
  it('creates a task with every SPEC field, on top of its column, and reads it back', async () => {
    const first = await createTask(editor, { title: 'Sơn lại vạch sân số 3', status: 'todo' });
    const task = await createTask(editor, {
      title: 'Đặt lưới mới cho sân 2',
      description: 'Lưới cũ đã rách ở mép trái',
      priority: 'high',
      status: 'todo',
      assigned_to: viewer.userId,
      due_date: addDays(today(), 5),
      estimated_hours: 2.5,
      actual_hours: 0,
      tags: ['Sân', 'mua sắm', 'sân ', 'MUA SẮM'],
    });
    expect(task).toMatchObject({
      priority: 'high',
      status: 'todo',
      assigned_to: { id: viewer.userId },
      created_by: { id: editor.userId },
      estimated_hours: 2.5,
      actual_hours: 0,
      tags: ['Sân', 'mua sắm'],
      is_archived: false,
      revision: 1,
      completed_at: null,
    });
    expect((task.position ?? '') < (first.position ?? '')).toBe(true);
    const read = await call(app, viewer, { method: 'GET', url: `/api/v1/tasks/${task.id}` });
    expect(read.json().data).toMatchObject({ id: task.id, tags: ['Sân', 'mua sắm'] });
  });

  it('refuses what SPEC does not allow, in Vietnamese', async () => {
    const response = await call(app, editor, {
      method: 'POST',
      url: '/api/v1/tasks',
      locale: 'vi',
      payload: {
        title: '  ',
        priority: 'critical',
        status: 'blocked',
        due_date: '2026-02-30',
        estimated_hours: 10_000.5,
        actual_hours: 1.255,
        tags: Array.from({ length: 11 }, (_, index) => `nhãn ${index}`),
        assigned_to: 999_999,
      },
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.title).toEqual(['Trường này là bắt buộc']);
    expect(errors.priority[0]).toMatch(/^Chọn một trong các giá trị: low, medium, high, urgent/);
    expect(errors.status[0]).toMatch(/^Chọn một trong các giá trị/);
    expect(errors.due_date).toEqual(['Vui lòng nhập ngày hợp lệ']);
    expect(errors.estimated_hours[0]).toMatch(/^Không được vượt quá 10/);
    expect(errors.actual_hours).toEqual(['Chỉ dùng tối đa hai chữ số thập phân']);
    expect(errors.tags).toEqual(['Chọn tối đa 10 mục']);
    const unknownPerson = await call(app, editor, {
      method: 'POST',
      url: '/api/v1/tasks',
      locale: 'vi',
      payload: { title: 'Ai đó', assigned_to: 999_999 },
    });
    expect(unknownPerson.json().errors.assigned_to).toEqual(['Giá trị này không hợp lệ']);
  });

  it('lets task.view read, task.create create, and only task.edit change', async () => {
    const task = await createTask(creator, { title: 'Kiểm tra đèn sân' });
    expect(
      (await call(app, viewer, { method: 'POST', url: '/api/v1/tasks', payload: { title: 'x' } })).statusCode,
    ).toBe(403);
    for (const [method, url, payload] of [
      ['PUT', `/api/v1/tasks/${task.id}`, { title: 'Đổi tên' }],
      ['POST', `/api/v1/tasks/${task.id}/move`, { status: 'done', after_id: null }],
      ['POST', `/api/v1/tasks/${task.id}/archive`, undefined],
      ['POST', '/api/v1/tasks/bulk', { action: 'archive', ids: [task.id] }],
    ] as const) {
      const refused = await call(app, creator, { method, url, payload, locale: 'vi' });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('permission.missing');
    }
    expect((await call(app, viewer, { method: 'GET', url: '/api/v1/tasks/board' })).statusCode).toBe(200);
  });

  it('edits a task: a new status puts it on top of that column and done sets completed_at', async () => {
    const task = await createTask(editor, { title: 'Viết thông báo giải đấu', status: 'review' });
    const doneTop = await createTask(editor, { title: 'Đã xong từ trước', status: 'done' });
    const response = await call(app, editor, {
      method: 'PUT',
      url: `/api/v1/tasks/${task.id}`,
      payload: { title: 'Viết thông báo giải đấu mùa xuân', status: 'done', tags: ['truyền thông'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited: TaskBody = response.json().data;
    expect(edited).toMatchObject({ status: 'done', revision: 2, tags: ['truyền thông'] });
    expect(edited.completed_at).not.toBeNull();
    expect((edited.position ?? '') < (doneTop.position ?? '')).toBe(true);
    const reopened = await call(app, editor, {
      method: 'PUT',
      url: `/api/v1/tasks/${task.id}`,
      payload: { title: 'Viết thông báo giải đấu mùa xuân', status: 'in_progress' },
    });
    expect(reopened.json().data).toMatchObject({ completed_at: null, revision: 3, tags: [] });
  });

  it('archives and restores: off the board and the default list, back on top of its column', async () => {
    const task = await createTask(editor, { title: 'Dọn kho bóng cũ', status: 'in_progress' });
    const archived = await call(app, editor, { method: 'POST', url: `/api/v1/tasks/${task.id}/archive` });
    expect(archived.json().data).toMatchObject({ is_archived: true, position: null });
    const board = (await call(app, viewer, { method: 'GET', url: '/api/v1/tasks/board' })).json()
      .data as TaskBody[];
    expect(board.some((row) => row.id === task.id)).toBe(false);
    expect((await list(viewer, 'search=don kho')).data.map((row) => row.id)).not.toContain(task.id);
    expect((await list(viewer, 'search=don kho&archived=true')).data.map((row) => row.id)).toEqual([task.id]);
    const moveArchived = await call(app, editor, {
      method: 'POST',
      url: `/api/v1/tasks/${task.id}/move`,
      payload: { status: 'todo', after_id: null },
      locale: 'vi',
    });
    expect(moveArchived.statusCode).toBe(409);
    expect(moveArchived.json()).toMatchObject({
      code: 'task.archived',
      message: expect.stringMatching(/khôi phục/),
    });
    const restored = await call(app, editor, { method: 'POST', url: `/api/v1/tasks/${task.id}/restore` });
    const back: TaskBody = restored.json().data;
    expect(back.is_archived).toBe(false);
    const column = (
      (await call(app, viewer, { method: 'GET', url: '/api/v1/tasks/board' })).json().data as TaskBody[]
    ).filter((row) => row.status === 'in_progress');
    expect(column[0]?.id).toBe(task.id);
    const trail = await app.services.db
      .selectFrom('audit_logs')
      .select(['event', 'new_values'])
      .where('model', '=', 'task')
      .where('record_id', '=', String(task.id))
      .orderBy('id')
      .execute();
    expect(trail.map((row) => row.event)).toEqual(['created', 'updated', 'updated']);
    expect(trail.map((row) => JSON.parse(row.new_values ?? '{}').action)).toEqual([
      undefined,
      'archived',
      'restored',
    ]);
  });

  it('filters by search without diacritics, status, priority, assignee, mine, tag and due; sorts by priority', async () => {
    const marker = `m${Date.now().toString(36)}`;
    const overdue = await createTask(editor, {
      title: `Gọi điện nhà tài trợ ${marker}`,
      priority: 'urgent',
      assigned_to: editor.userId,
      due_date: addDays(today(), -2),
      tags: ['Tài trợ'],
    });
    const thisWeek = weekOf(today());
    const soon = await createTask(editor, {
      title: `Đặt cúp cho giải ${marker}`,
      priority: 'low',
      status: 'in_progress',
      assigned_to: viewer.userId,
      due_date: thisWeek.end,
      tags: ['giải đấu'],
    });
    const finished = await createTask(editor, {
      title: `Báo cáo cũ ${marker}`,
      status: 'done',
      due_date: addDays(today(), -3),
    });
    const ids = async (query: string) =>
      (await list(editor, `search=${marker}&${query}`)).data.map((row) => row.id);
    expect((await list(editor, `search=GOI DIEN NHA TAI TRO ${marker}`)).data.map((row) => row.id)).toEqual([
      overdue.id,
    ]);
    expect(await ids('status=in_progress')).toEqual([soon.id]);
    expect(await ids('priority=urgent')).toEqual([overdue.id]);
    expect(await ids(`assigned_to=${viewer.userId}`)).toEqual([soon.id]);
    expect(await ids('mine=true')).toEqual([overdue.id]);
    expect(await ids('tag=TÀI TRỢ')).toEqual([overdue.id]);
    expect(await ids('due=overdue')).toEqual([overdue.id]);
    const inWeek = [overdue, soon, finished].filter(
      (task) => (task.due_date ?? '') >= thisWeek.start && (task.due_date ?? '') <= thisWeek.end,
    );
    expect((await ids('due=this_week')).sort()).toEqual(inWeek.map((task) => task.id).sort());
    expect(inWeek.map((task) => task.id)).toContain(soon.id);
    expect(await ids('sort=-priority')).toEqual([overdue.id, finished.id, soon.id]);
    expect(await ids('sort=priority')).toEqual([soon.id, finished.id, overdue.id]);
    const stats = (await call(app, editor, { method: 'GET', url: '/api/v1/tasks/stats' })).json().data;
    expect(stats.overdue).toBeGreaterThanOrEqual(1);
    expect(stats.mine_open).toBeGreaterThanOrEqual(1);
    expect(stats.total).toBe(
      Object.values(stats.by_status as Record<string, number>).reduce((a, b) => a + b, 0),
    );
    const tags = (await call(app, editor, { method: 'GET', url: '/api/v1/tasks/tags' })).json().data;
    expect(tags).toEqual(expect.arrayContaining([{ tag: 'Tài trợ', count: 1 }]));
  });

  it('runs bulk actions all or none: assign, change status, archive, restore', async () => {
    const a = await createTask(editor, { title: 'Bulk A', status: 'todo' });
    const b = await createTask(editor, { title: 'Bulk B', status: 'todo' });
    const assign = await call(app, editor, {
      method: 'POST',
      url: '/api/v1/tasks/bulk',
      payload: { action: 'assign', ids: [a.id, b.id], assigned_to: viewer.userId },
      locale: 'vi',
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().message).toBe('Đã cập nhật 2 công việc');
    expect((assign.json().data as TaskBody[]).map((task) => task.assigned_to?.id)).toEqual([
      viewer.userId,
      viewer.userId,
    ]);
    const refile = await call(app, editor, {
      method: 'POST',
      url: '/api/v1/tasks/bulk',
      payload: { action: 'status', ids: [a.id, b.id], status: 'review' },
    });
    const moved = refile.json().data as TaskBody[];
    expect(moved.map((task) => task.status)).toEqual(['review', 'review']);
    // Re-filed together they keep their order: B was above A in "todo" (newer on top).
    expect((moved[1]?.position ?? '') < (moved[0]?.position ?? '')).toBe(true);
    const missing = await call(app, editor, {
      method: 'POST',
      url: '/api/v1/tasks/bulk',
      payload: { action: 'archive', ids: [a.id, 999_999] },
    });
    expect(missing.statusCode).toBe(422);
    expect(
      (await call(app, editor, { method: 'GET', url: `/api/v1/tasks/${a.id}` })).json().data.is_archived,
    ).toBe(false);
    await call(app, editor, {
      method: 'POST',
      url: '/api/v1/tasks/bulk',
      payload: { action: 'archive', ids: [a.id, b.id] },
    });
    const assignArchived = await call(app, editor, {
      method: 'POST',
      url: '/api/v1/tasks/bulk',
      payload: { action: 'status', ids: [a.id], status: 'done' },
    });
    expect(assignArchived.json().code).toBe('task.archived');
    const restore = await call(app, editor, {
      method: 'POST',
      url: '/api/v1/tasks/bulk',
      payload: { action: 'restore', ids: [a.id, b.id] },
    });
    expect(
      (restore.json().data as TaskBody[]).every((task) => !task.is_archived && task.position !== null),
    ).toBe(true);
  });

  it('exports the filtered list as .xlsx and .csv in the reader’s language, with a decimal comma in Vietnamese', async () => {
    const marker = `x${Date.now().toString(36)}`;
    await createTask(editor, {
      title: `Xuất ${marker}`,
      estimated_hours: 1.5,
      priority: 'urgent',
      tags: ['a', 'b'],
    });
    const csv = await call(app, viewer, {
      method: 'GET',
      url: `/api/v1/tasks/export?format=csv&search=${marker}`,
      locale: 'vi',
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Tiêu đề');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Khẩn cấp');
    expect(lines[1]).toContain('"1,5"');
    const xlsx = await call(app, viewer, {
      method: 'GET',
      url: `/api/v1/tasks/export?format=xlsx&search=${marker}`,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('Title');
    expect(sheet?.getRow(2).getCell(4).value).toBe('Urgent');
    expect(sheet?.getRow(2).getCell(7).value).toBe(1.5);
  });

  it('offers as assignees the active people who may see tasks', async () => {
    const response = await call(app, editor, {
      method: 'GET',
      url: '/api/v1/tasks/assignees?search=nguyen thi lan',
    });
    expect(response.json().data).toEqual([
      expect.objectContaining({ id: editor.userId, name: 'Nguyễn Thị Lan' }),
    ]);
    const player = await createUserAndLogin(app, admin, [], { name: 'Người Chơi Không Quyền' });
    const none = await call(app, editor, {
      method: 'GET',
      url: '/api/v1/tasks/assignees?search=nguoi choi khong quyen',
    });
    expect(none.json().data).toEqual([]);
    const refused = await call(app, editor, {
      method: 'POST',
      url: '/api/v1/tasks',
      payload: { title: 'Cho người chơi', assigned_to: player.userId },
    });
    expect(refused.statusCode).toBe(422);
    await login(app, player.username, DEFAULT_PASSWORD);
  });
});
