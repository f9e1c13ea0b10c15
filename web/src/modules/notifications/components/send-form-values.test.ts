import { describe, expect, it } from 'vitest';
import {
  createSendFormSchema,
  type SendFormValues,
  sendFormDefaults,
  toRecipientCountInput,
  toSendInput,
} from './send-form-values';

const NOW = Date.parse('2026-11-25T00:00:00.000Z');
const schema = createSendFormSchema(() => NOW);
const values = (patch: Partial<SendFormValues>): SendFormValues => ({
  ...sendFormDefaults(),
  subject: 'Giải mở rộng',
  content: 'Đăng ký trước thứ Sáu',
  ...patch,
});
const issuePaths = (input: SendFormValues) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the send form’s values as the API takes them', () => {
  it('sends a free message to everyone now', () => {
    const parsed = schema.parse(values({ channels: ['in_app', 'email'] }));
    expect(parsed).toMatchObject({
      recipient_type: 'all_users',
      user_ids: [],
      role_ids: [],
      groups: [],
      channels: ['in_app', 'email'],
      template_id: null,
      subject: 'Giải mở rộng',
      content: 'Đăng ký trước thứ Sáu',
      data: {},
      link: null,
      scheduled_at: null,
    });
  });

  it('keeps only the list the recipient type needs', () => {
    const input = toSendInput(
      values({
        recipient_type: 'user_groups',
        user_ids: [{ id: 3, name: 'An' }],
        role_ids: [2],
        groups: [{ id: 9, name: 'CLB Hồ Tây' }],
      }),
    );
    expect(input).toMatchObject({ user_ids: [], role_ids: [], groups: [{ kind: 'club', id: 9 }] });
  });

  it('sends a template by id with its filled variables, without a typed subject', () => {
    const parsed = schema.parse(
      values({ content_mode: 'template', template_id: '12', data: { name: 'An', court: '  ' } }),
    );
    expect(parsed).toMatchObject({ template_id: 12, subject: null, content: null, data: { name: 'An' } });
  });

  it('asks for a template when the template mode has none', () => {
    expect(issuePaths(values({ content_mode: 'template', template_id: '' }))).toContain(
      'template_id:required',
    );
  });

  it('sends a later time typed in Vietnam time as UTC', () => {
    const parsed = schema.parse(values({ schedule: 'later', scheduled_at: '2026-11-25T09:30' }));
    expect(parsed.scheduled_at).toBe('2026-11-25T02:30:00.000Z');
  });

  it('refuses a later time in the past or missing', () => {
    expect(issuePaths(values({ schedule: 'later', scheduled_at: '2026-11-25T06:59' }))).toEqual([
      'scheduled_at:future_datetime',
    ]);
    expect(issuePaths(values({ schedule: 'later', scheduled_at: '' }))).toEqual(['scheduled_at:required']);
  });

  it('names the recipients list that is empty', () => {
    expect(issuePaths(values({ recipient_type: 'specific_users' }))).toContain(
      'user_ids:recipients_required',
    );
  });

  it('asks for the subject of a free message, and for a channel', () => {
    expect(issuePaths(values({ subject: '', channels: [] }))).toEqual(
      expect.arrayContaining(['channels:channel_required']),
    );
    expect(issuePaths(values({ subject: '' }))).toContain('subject:required');
  });

  it('asks the recipient count only once the choice is complete', () => {
    expect(toRecipientCountInput(values({ recipient_type: 'user_roles' }))).toBeNull();
    expect(toRecipientCountInput(values({ channels: [] }))).toBeNull();
    expect(
      toRecipientCountInput(values({ recipient_type: 'user_roles', role_ids: [4], channels: ['sms'] })),
    ).toEqual({
      recipient_type: 'user_roles',
      user_ids: [],
      role_ids: [4],
      groups: [],
      channels: ['sms'],
      template_id: null,
      category: 'announcement',
    });
  });
});
