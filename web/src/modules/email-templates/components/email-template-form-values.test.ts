import type { EmailTemplate } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import {
  createEmailTemplateFormSchema,
  emailTemplateFormDefaults,
  toEmailPreviewInput,
} from './email-template-form-values';

const system = {
  id: 1,
  name: 'Password reset',
  key: 'account.password_reset',
  is_system: true,
  translations: { en: { subject: 'Reset', html: '<p>{{ link }}</p>', text: null }, vi: null },
  variables: [{ name: 'link', description: 'The reset link', sample: 'https://example.vn/r' }],
  is_active: true,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
} as EmailTemplate;

describe('the e-mail template form’s values', () => {
  it('saves a template without Vietnamese and without plain text as such', () => {
    const parsed = createEmailTemplateFormSchema().parse(emailTemplateFormDefaults(system));
    expect(parsed.key).toBe('account.password_reset');
    expect(parsed.translations.vi).toBeNull();
    expect(parsed.translations.en.text).toBeNull();
  });

  it('refuses a key that is not a machine name', () => {
    const result = createEmailTemplateFormSchema().safeParse({
      ...emailTemplateFormDefaults(system),
      key: 'Bad Key',
    });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)).toEqual([
      'key:template_key',
    ]);
  });

  it('previews with the samples once the English subject and HTML are there', () => {
    expect(toEmailPreviewInput(emailTemplateFormDefaults(system))?.data).toEqual({
      link: 'https://example.vn/r',
    });
    expect(toEmailPreviewInput(emailTemplateFormDefaults())).toBeNull();
  });
});
