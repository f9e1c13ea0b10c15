/**
 * Demo tasks for `npm run seed:demo`: a week of a community's work on the board, in Vietnamese
 * and English, given to the demo staff, due around today (one overdue), each column in order.
 */
import {
  addDays,
  buildSearchText,
  dateInZone,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
  vietnameseSortKey,
} from '@pickleball/domain';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Db } from '../db/database';
import { nowIso } from '../db/dialect';
import { tagKey } from '../modules/tasks/tasks.repository';

interface DemoTask {
  title: string;
  description: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  assignee: string | null;
  /** Days from today; null for none. */
  due: number | null;
  estimated: number | null;
  actual: number | null;
  tags: string[];
}

const DEMO_TASKS: readonly DemoTask[] = [
  {
    title: 'Thay lưới sân số 2 ở Phú Mỹ Hưng',
    description: 'Lưới bị rách ở mép trái sau buổi tập tối thứ Ba. Đặt lưới thi đấu tiêu chuẩn.',
    status: 'todo',
    priority: 'high',
    assignee: 'binh.tran',
    due: 1,
    estimated: 1.5,
    actual: null,
    tags: ['Sân', 'Mua sắm'],
  },
  {
    title: 'Gọi nhà tài trợ cho giải mùa xuân',
    description: 'Liên hệ lại hai nhà tài trợ năm ngoái, gửi hồ sơ tài trợ mới.',
    status: 'todo',
    priority: 'urgent',
    assignee: 'an.nguyen',
    due: -1,
    estimated: 3,
    actual: null,
    tags: ['Giải đấu', 'Tài trợ'],
  },
  {
    title: 'Order 200 outdoor balls for the club nights',
    description: 'Franklin X-40, yellow. Compare two suppliers before ordering.',
    status: 'todo',
    priority: 'medium',
    assignee: 'john.smith',
    due: 5,
    estimated: 1,
    actual: null,
    tags: ['Mua sắm'],
  },
  {
    title: 'Viết hướng dẫn luật chơi cho người mới',
    description: null,
    status: 'todo',
    priority: 'low',
    assignee: null,
    due: null,
    estimated: 4,
    actual: null,
    tags: ['Cộng đồng'],
  },
  {
    title: 'Xếp lịch trọng tài cho vòng bảng',
    description: 'Mỗi sân một trọng tài chính; ưu tiên trọng tài đã có chứng nhận.',
    status: 'in_progress',
    priority: 'high',
    assignee: 'ha.pham',
    due: 2,
    estimated: 2.5,
    actual: 1.25,
    tags: ['Giải đấu'],
  },
  {
    title: 'Update the tournament rules page in English',
    description: 'Match format, best of three, rally scoring in the pool stage.',
    status: 'in_progress',
    priority: 'medium',
    assignee: 'john.smith',
    due: 4,
    estimated: 2,
    actual: 0.5,
    tags: ['Giải đấu', 'Website'],
  },
  {
    title: 'Kiểm tra đèn chiếu sáng sân Cầu Giấy',
    description: 'Hai đèn ở sân 4 nhấp nháy; gọi thợ điện nếu cần thay chấn lưu.',
    status: 'in_progress',
    priority: 'medium',
    assignee: 'binh.tran',
    due: 3,
    estimated: 1,
    actual: null,
    tags: ['Sân'],
  },
  {
    title: 'Duyệt thiết kế áo đấu câu lạc bộ',
    description: 'Ba mẫu từ xưởng in; chọn một và chốt số lượng theo size.',
    status: 'review',
    priority: 'medium',
    assignee: 'an.nguyen',
    due: 6,
    estimated: 1,
    actual: 0.75,
    tags: ['Cộng đồng', 'Mua sắm'],
  },
  {
    title: 'Review the new member welcome e-mail',
    description: null,
    status: 'review',
    priority: 'low',
    assignee: 'ha.pham',
    due: 7,
    estimated: 0.5,
    actual: 0.5,
    tags: ['Website'],
  },
  {
    title: 'Gia hạn bảo hiểm sân cho năm tới',
    description: 'Đã nhận báo giá; chờ kế toán chuyển khoản.',
    status: 'done',
    priority: 'high',
    assignee: 'an.nguyen',
    due: -2,
    estimated: 2,
    actual: 2.5,
    tags: ['Sân'],
  },
  {
    title: 'Đăng bài chiêu mộ tình nguyện viên',
    description: null,
    status: 'done',
    priority: 'medium',
    assignee: 'binh.tran',
    due: -3,
    estimated: 1,
    actual: 1,
    tags: ['Cộng đồng'],
  },
  {
    title: 'Print the pool draw sheets',
    description: 'Eight pools of four, A3, two copies each.',
    status: 'done',
    priority: 'low',
    assignee: 'john.smith',
    due: -1,
    estimated: 0.5,
    actual: 0.25,
    tags: ['Giải đấu'],
  },
];

export async function seedDemoTasks(db: Db): Promise<number> {
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'username']).execute()).map((user) => [
      user.username,
      user.id,
    ]),
  );
  const admin = users.get('an.nguyen') ?? null;
  const today = dateInZone(new Date());
  let created = 0;
  for (const status of TASK_STATUSES) {
    const tasks = DEMO_TASKS.filter((task) => task.status === status);
    const existing = await db
      .selectFrom('tasks')
      .select(['title', 'position'])
      .where('status', '=', status)
      .execute();
    const titles = new Set(existing.map((row) => row.title));
    const fresh = tasks.filter((task) => !titles.has(task.title));
    if (fresh.length === 0) continue;
    // Below whatever the column already holds, in the order listed.
    const last = existing
      .map((row) => row.position)
      .filter((position): position is string => position !== null)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .at(-1);
    const keys = generateNKeysBetween(last ?? null, null, fresh.length);
    await db.transaction().execute(async (trx) => {
      for (const [index, task] of fresh.entries()) {
        const now = nowIso();
        const { id } = await trx
          .insertInto('tasks')
          .values({
            title: task.title,
            description: task.description,
            priority: task.priority,
            status: task.status,
            assigned_to: task.assignee ? (users.get(task.assignee) ?? null) : null,
            created_by: admin,
            due_date: task.due === null ? null : addDays(today, task.due),
            estimated_hours: task.estimated,
            actual_hours: task.actual,
            is_archived: false,
            position: keys[index] ?? null,
            revision: 1,
            completed_at: task.status === 'done' ? now : null,
            archived_at: null,
            reminded_for: null,
            sort_title: vietnameseSortKey(task.title),
            search_text: buildSearchText([task.title, task.description, ...task.tags]),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('task_tags')
          .values(
            task.tags.map((tag, order) => ({ task_id: id, tag, tag_key: tagKey(tag), sort_order: order })),
          )
          .execute();
        created += 1;
      }
    });
  }
  return created;
}
