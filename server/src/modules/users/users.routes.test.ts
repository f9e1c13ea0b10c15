import { listEnvelope, UserListQuerySchema, UserSchema } from '@pickleball/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';
import { toUsers } from './users.mapper';
import { listUserPage } from './users.repository';

let app: FastifyInstance;
let admin: Session;

const newUser = (fields: Record<string, unknown> = {}) => ({
  name: 'Trần Thị Bình',
  email: 'binh.tran@example.com',
  username: 'binh.tran',
  phone: '0987654321',
  password: 'Pickle123',
  password_confirmation: 'Pickle123',
  roles: [],
  ...fields,
});

async function create(fields: Record<string, unknown> = {}, session: Session = admin) {
  return call(app, session, { method: 'POST', url: '/api/v1/users', payload: newUser(fields) });
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  const people = [
    ['Nguyễn Văn An', 'an.nguyen', true],
    ['Lê Hoàng Minh', 'minh.le', true],
    ['Phạm Thị Đào', 'dao.pham', false],
    ['John Smith', 'john.smith', true],
  ] as const;
  for (const [name, username, isActive] of people) {
    const response = await create({
      name,
      username,
      email: `${username}@example.com`,
      phone: null,
      is_active: isActive,
    });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => app.close());

describe('list', () => {
  it('pages with meta and never leaks secrets', async () => {
    const response = await call(app, admin, { method: 'GET', url: '/api/v1/users?per_page=10&page=1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({
      page: 1,
      per_page: 10,
      total: 5,
      last_page: 1,
      total_is_estimate: false,
      next_cursor: null,
    });
    expect(body.data[0]).not.toHaveProperty('password_hash');
    expect(body.data[0]).not.toHaveProperty('search_text');
    expect(body.data.map((user: { id: number }) => user.id)).toEqual(
      [...body.data.map((user: { id: number }) => user.id)].sort((a, b) => b - a),
    );
  });

  it('searches without diacritics ("nguyen" finds "Nguyễn", "dao" finds "Đào")', async () => {
    const nguyen = await call(app, admin, { method: 'GET', url: '/api/v1/users?search=nguyen' });
    expect(nguyen.json().data.map((user: { username: string }) => user.username)).toEqual(['an.nguyen']);
    const dao = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/users?search=${encodeURIComponent('ĐÀO')}`,
    });
    expect(dao.json().data.map((user: { username: string }) => user.username)).toEqual(['dao.pham']);
  });

  it('filters by active flag, role and creation date, and sorts', async () => {
    const inactive = await call(app, admin, { method: 'GET', url: '/api/v1/users?is_active=false' });
    expect(inactive.json().data.map((user: { username: string }) => user.username)).toEqual(['dao.pham']);
    const superAdmins = await call(app, admin, { method: 'GET', url: '/api/v1/users?role=super_admin' });
    expect(superAdmins.json().meta.total).toBe(1);
    const future = await call(app, admin, { method: 'GET', url: '/api/v1/users?created_from=2999-01-01' });
    expect(future.json().meta.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const untilToday = await call(app, admin, { method: 'GET', url: `/api/v1/users?created_to=${today}` });
    expect(untilToday.json().meta.total).toBe(5);
    const byName = await call(app, admin, { method: 'GET', url: '/api/v1/users?sort=name' });
    const names = byName.json().data.map((user: { name: string }) => user.name);
    expect(names[0]).toBe('Administrator');
    expect(names[1]).toBe('John Smith');
  });

  it('rejects an unknown sort and an unsupported page size with 422', async () => {
    const response = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/users?sort=password_hash&per_page=7',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['per_page', 'sort']);
  });
});

describe('the page the database builds', () => {
  it.each(['-id', 'name', '-last_login_at', 'email'])(
    'answers exactly what the row mapper gives, in the declared shape (sort %s)',
    async (sort) => {
      const response = await call(app, admin, {
        method: 'GET',
        url: `/api/v1/users?per_page=100&sort=${sort}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      const body = response.json();
      expect(listEnvelope(UserSchema.strict()).strict().safeParse(body).error?.issues ?? []).toEqual([]);
      const query = UserListQuerySchema.parse({ per_page: '100', sort });
      const rows = (
        await listUserPage(app.services.db, query, query.sort, { perPage: 100, offset: 0, after: null })
      ).slice(0, 100);
      expect(body.data).toEqual(await toUsers(app.services.db, rows));
      expect(body.data.length).toBeGreaterThanOrEqual(5);
    },
  );

  it('answers an empty page as an empty list', async () => {
    const response = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/users?search=nobody-matches-this',
    });
    expect(response.json()).toEqual({
      data: [],
      meta: { page: 1, per_page: 15, total: 0, last_page: 1, total_is_estimate: false, next_cursor: null },
    });
  });
});

describe('stats and options', () => {
  it('counts users by state and role', async () => {
    const { data } = (await call(app, admin, { method: 'GET', url: '/api/v1/users/stats' })).json();
    expect(data).toMatchObject({ total: 5, active: 4, inactive: 1, new_this_month: 5 });
    expect(data.by_role.find((role: { name: string }) => role.name === 'super_admin').count).toBe(1);
  });

  it('offers the filter options and the assignable roles', async () => {
    const filters = (await call(app, admin, { method: 'GET', url: '/api/v1/users/filters' })).json().data;
    expect(filters.roles.map((role: { name: string }) => role.name)).toContain('referee');
    const roles = (await call(app, admin, { method: 'GET', url: '/api/v1/users/roles' })).json().data;
    expect(roles.map((role: { name: string }) => role.name)).toContain('super_admin');
  });
});

describe('create', () => {
  it('generates a unique username from the email when none is given', async () => {
    const first = await create({ username: '', email: 'Lan.Vu@example.com', phone: null });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.username).toBe('lan.vu');
    const second = await create({ username: undefined, email: 'lan.vu@example.org', phone: null });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.username).toMatch(/^lan\.vu\d{2,4}$/);
  });

  it('refuses a duplicate phone and returns errors per field', async () => {
    await create({ username: 'phone.one', email: 'p1@example.com', phone: '0901111111' });
    const response = await create({
      username: 'phone.two',
      email: 'p2@example.com',
      phone: '+84 901 111 111',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone: ['This phone number is already in use'] });
  });

  it('refuses to grant a role with permissions the actor does not hold', async () => {
    const role = await createRole(app, admin, ['user.view', 'user.create', 'user.edit']);
    const manager = await createUserAndLogin(app, admin, [role.id]);
    const superAdminRole = (
      await call(app, admin, { method: 'GET', url: '/api/v1/roles?search=super' })
    ).json().data[0];
    const response = await create(
      { username: 'escalate', email: 'esc@example.com', phone: null, roles: [superAdminRole.id] },
      manager,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('role.cannot_grant');
    const assignable = (await call(app, manager, { method: 'GET', url: '/api/v1/users/roles' })).json().data;
    expect(assignable.map((r: { name: string }) => r.name)).not.toContain('super_admin');
  });

  it('refuses an unknown role id on its field', async () => {
    const response = await create({
      username: 'norole',
      email: 'nr@example.com',
      phone: null,
      roles: [99999],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'roles.0': ['This role does not exist'] });
  });
});

describe('detail, update, toggle and delete', () => {
  it('records a viewed event when a detail is opened', async () => {
    const created = (await create({ username: 'viewed.one', email: 'v1@example.com', phone: null })).json()
      .data;
    const detail = await call(app, admin, { method: 'GET', url: `/api/v1/users/${created.id}` });
    expect(detail.statusCode).toBe(200);
    const audit = (
      await call(app, admin, { method: 'GET', url: `/api/v1/audit?model=user&record_id=${created.id}` })
    ).json();
    expect(audit.data.map((record: { event: string }) => record.event)).toEqual(['viewed', 'created']);
    expect(audit.data[0].user.id).toBe(admin.userId);
  });

  it('updates fields and roles, and audits old and new values without secrets', async () => {
    const created = (await create({ username: 'update.me', email: 'u1@example.com', phone: null })).json()
      .data;
    const referee = (await call(app, admin, { method: 'GET', url: '/api/v1/roles?search=referee' })).json()
      .data[0];
    const response = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/users/${created.id}`,
      payload: {
        ...created,
        name: 'Võ Thị Hạnh',
        roles: [referee.id],
        password: 'Changed123',
        password_confirmation: 'Changed123',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Võ Thị Hạnh');
    expect(response.json().data.roles.map((role: { name: string }) => role.name)).toEqual(['referee']);
    const audit = (
      await call(app, admin, {
        method: 'GET',
        url: `/api/v1/audit?model=user&record_id=${created.id}&event=updated`,
      })
    ).json();
    const record = audit.data[0];
    expect(record.old_values.name).toBe('Trần Thị Bình');
    expect(record.new_values.name).toBe('Võ Thị Hạnh');
    expect(record.new_values.password_changed).toBe(true);
    expect(JSON.stringify(record)).not.toMatch(/argon2|Changed123/);
  });

  it('answers 404 for a user that does not exist, in Vietnamese', async () => {
    const response = await call(app, admin, { method: 'GET', url: '/api/v1/users/999999', locale: 'vi' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Không tìm thấy dữ liệu' });
  });

  it('never lets users delete or deactivate themselves', async () => {
    const deletion = await call(app, admin, { method: 'DELETE', url: `/api/v1/users/${admin.userId}` });
    expect(deletion.statusCode).toBe(409);
    expect(deletion.json().code).toBe('user.cannot_delete_self');
    const toggle = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/users/${admin.userId}/toggle-status`,
    });
    expect(toggle.json().code).toBe('user.cannot_deactivate_self');
  });

  it('keeps the last active super administrator', async () => {
    const superAdminRole = (
      await call(app, admin, { method: 'GET', url: '/api/v1/roles?search=super' })
    ).json().data[0];
    const other = await createUserAndLogin(app, admin, [superAdminRole.id]);
    // Two super admins: the other may remove the first one's role… but not the last one's.
    const demote = await call(app, other, {
      method: 'PUT',
      url: `/api/v1/users/${other.userId}`,
      payload: {
        ...(await call(app, admin, { method: 'GET', url: `/api/v1/users/${other.userId}` })).json().data,
        roles: [],
      },
    });
    expect(demote.statusCode).toBe(200);
    const adminDetail = (
      await call(app, admin, { method: 'GET', url: `/api/v1/users/${admin.userId}` })
    ).json().data;
    const last = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/users/${admin.userId}`,
      payload: { ...adminDetail, roles: [] },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('user.last_super_admin');
  });

  it('protects users who hold more than the actor', async () => {
    const role = await createRole(app, admin, ['user.view', 'user.edit', 'user.delete']);
    const manager = await createUserAndLogin(app, admin, [role.id]);
    const response = await call(app, manager, { method: 'DELETE', url: `/api/v1/users/${admin.userId}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('user.protected');
  });

  it('deletes a user for good and audits it', async () => {
    const created = (await create({ username: 'delete.me', email: 'd1@example.com', phone: null })).json()
      .data;
    const response = await call(app, admin, {
      method: 'DELETE',
      url: `/api/v1/users/${created.id}`,
      locale: 'vi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Đã xóa người dùng');
    expect((await call(app, admin, { method: 'GET', url: `/api/v1/users/${created.id}` })).statusCode).toBe(
      404,
    );
    const audit = (
      await call(app, admin, {
        method: 'GET',
        url: `/api/v1/audit?model=user&record_id=${created.id}&event=deleted`,
      })
    ).json();
    expect(audit.data[0].old_values.username).toBe('delete.me');
  });
});

describe('download', () => {
  it('exports the whole filtered list as CSV with formula cells neutralised', async () => {
    await create({
      name: '=HYPERLINK("http://evil")',
      username: 'formula',
      email: 'f@example.com',
      phone: null,
    });
    const response = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/users/export?format=csv&search=formula',
      locale: 'vi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Họ và tên');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('writes times in the reader’s time zone and language, and built-in roles in their language', async () => {
    const staff = await call(app, admin, { method: 'GET', url: '/api/v1/roles?search=staff' });
    const staffRole = staff.json().data.find((role: { name: string }) => role.name === 'staff');
    const created = await create({
      name: 'Lê Giờ Địa Phương',
      username: 'local.time',
      email: 'local.time@example.com',
      phone: null,
      roles: [staffRole.id],
    });
    const id = created.json().data.id;
    await app.services.db
      .updateTable('users')
      .set({ created_at: '2026-11-24T17:30:00.000Z' })
      .where('id', '=', id)
      .execute();
    const row = async (locale: string, tz: string) => {
      const response = await call(app, admin, {
        method: 'GET',
        url: `/api/v1/users/export?format=csv&search=local.time&tz=${encodeURIComponent(tz)}`,
        locale,
      });
      return (
        response.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n')[1] ?? ''
      );
    };
    // 17:30 UTC is 00:30 the next day in Hà Nội.
    const vi = await row('vi', 'Asia/Ho_Chi_Minh');
    expect(vi).toContain('00:30 25/11/2026');
    expect(vi).toContain(`,${'Nhân viên'},`);
    const en = await row('en', 'Europe/London');
    expect(en).toContain('"11/24/2026, 17:30"');
    expect(en).toContain(',Staff,');
    const refused = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/users/export?format=csv&tz=Mars/Olympus',
    });
    expect(refused.statusCode).toBe(422);
  });

  it('exports more rows than one page as .xlsx', async () => {
    const response = await call(app, admin, { method: 'GET', url: '/api/v1/users/export?format=xlsx' });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const total = (await call(app, admin, { method: 'GET', url: '/api/v1/users?per_page=10' })).json().meta
      .total;
    expect(sheet?.rowCount).toBe(total + 1);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Full name');
  });
});
