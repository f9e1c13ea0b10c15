import { PERMISSION_CATALOGUE } from '@pickleball/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import errorsEn from '../../../../../locales/en/errors.json';
import validationEn from '../../../../../locales/en/validation.json';
import errorsVi from '../../../../../locales/vi/errors.json';
import validationVi from '../../../../../locales/vi/validation.json';
import { changeLanguage } from '../../../lib/i18n';
import { startApiServer, type TestApiServer } from '../../../testing/api-server';
import { connectApi, renderApp } from '../../../testing/render';
import RoleCreatePage from '../pages/role-create-page';

/**
 * The role form (on its create page) against a real HTTP server standing in for the API: the
 * server refuses the role with SPEC §8's 422 envelope, `{code, message, errors: {field: [..]}}`,
 * written in the request's language as the real server does (server/src/platform/errors.ts).
 * The user must see each message under its own field, in their language, with what they typed kept.
 */

const COURT_PERMISSIONS = PERMISSION_CATALOGUE.filter((entry) => entry.group === 'courts').map(
  (entry, index) => ({
    id: index + 1,
    name: entry.name,
    display_name: entry.display_name,
    description: null,
    group: entry.group,
    is_system: true,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  }),
);

const CATALOGS = {
  en: { errors: errorsEn, validation: validationEn },
  vi: { errors: errorsVi, validation: validationVi },
} as const;

/** The server's 422 for a role name in use and a permission it does not know, in `language`. */
function refusal(language: string) {
  const { errors, validation } = language.startsWith('vi') ? CATALOGS.vi : CATALOGS.en;
  return {
    status: 422,
    body: {
      code: 'validation_failed',
      message: errors.validation_failed,
      errors: { name: [validation.name_taken], 'permissions.0': [validation.unknown_permission] },
    },
  };
}

let server: TestApiServer;

beforeAll(async () => {
  server = await startApiServer();
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  server.handle = ({ method, path, headers }) => {
    if (method === 'GET' && path === '/roles/permissions')
      return { status: 200, body: { data: [{ group: 'courts', permissions: COURT_PERMISSIONS }] } };
    if (method === 'POST' && path === '/roles') return refusal(String(headers['accept-language']));
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  };
});

/** The error text a control points to (aria-errormessage): what a screen reader reads with the field. */
function errorMessage(control: HTMLElement): string {
  const id = control.getAttribute('aria-errormessage');
  return (id && document.getElementById(id)?.textContent) || '';
}

describe('RoleForm with a server that refuses the role', () => {
  it('puts each 422 message under its field and keeps what the user typed (English)', async () => {
    const { notices } = connectApi(server.origin);
    const { user, location } = renderApp(<RoleCreatePage />, { path: '/roles/create' });

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const displayName = screen.getByRole('textbox', { name: /^Display name/ });
    await user.type(name, 'court_manager');
    await user.type(displayName, 'Court manager');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Runs the courts');
    await user.click(await screen.findByRole('checkbox', { name: /court\.view/ }));
    await user.click(screen.getByRole('button', { name: 'Create role' }));

    // The name's message under the name (its error message), the permission's under the picker.
    await waitFor(() => expect(errorMessage(name)).toBe('This name is already in use'));
    const picker = screen.getByRole('group', { name: 'Permissions' });
    expect(within(picker).getByText('This permission does not exist')).toBeTruthy();
    // The display name was not refused: it shows its value and no message.
    expect(errorMessage(displayName)).toBe('');
    expect(displayName.getAttribute('aria-invalid')).not.toBe('true');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // Focus goes to the first wrong field, and the form says on top that it has errors.
    expect(document.activeElement).toBe(name);
    expect((await screen.findByRole('alert')).textContent).toContain('Please check the form for errors');

    // What the user typed is still there, the page did not move, and the request carried it.
    expect((name as HTMLInputElement).value).toBe('court_manager');
    expect((displayName as HTMLInputElement).value).toBe('Court manager');
    expect((screen.getByRole('checkbox', { name: /court\.view/ }) as HTMLInputElement).checked).toBe(true);
    expect(location()).toBe('/roles/create');
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      name: 'court_manager',
      display_name: 'Court manager',
      description: 'Runs the courts',
      permissions: ['court.view'],
    });
    // SPEC §8: the API client's toast for a 422 names the first field error.
    expect(notices).toEqual(['This name is already in use']);
  });

  it('asks in Vietnamese and shows the Vietnamese messages under the Vietnamese labels', async () => {
    await changeLanguage('vi');
    connectApi(server.origin);
    const { user } = renderApp(<RoleCreatePage />, { path: '/roles/create' });

    const name = await screen.findByRole('textbox', { name: /^Tên định danh/ });
    await user.type(name, 'trong_tai');
    await user.type(screen.getByRole('textbox', { name: /^Tên hiển thị/ }), 'Trọng tài sân');
    await user.click(await screen.findByRole('checkbox', { name: /court\.edit/ }));
    await user.click(screen.getByRole('button', { name: 'Tạo vai trò' }));

    await waitFor(() => expect(errorMessage(name)).toBe('Tên này đã được sử dụng'));
    expect(
      within(screen.getByRole('group', { name: 'Quyền' })).getByText('Quyền này không tồn tại'),
    ).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Vui lòng kiểm tra lại các lỗi trong biểu mẫu',
    );
    expect((name as HTMLInputElement).value).toBe('trong_tai');
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post?.headers['accept-language']).toBe('vi');
  });
});
