import type { NotificationTemplate } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import {
  createTemplateFormSchema,
  sampleData,
  templateFormDefaults,
  toPreviewInput,
} from './template-form-values';

const template = {
  id: 2,
  name: 'Match reminder',
  type: 'zalo_zns',
  category: 'match',
  translations: { en: { subject: 'Your match', content: 'Hi {{ name }}' }, vi: null },
  variables: [{ name: 'name', description: null, sample: 'An' }],
  zns_template_id: '301245',
  is_active: true,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
} as NotificationTemplate;

const schema = createTemplateFormSchema();

describe('the notification template form’s values', () => {
  it('reads a template without Vietnamese as empty boxes, and saves it back without one', () => {
    const values = templateFormDefaults(template);
    expect(values.translations.vi).toEqual({ subject: '', content: '' });
    const parsed = schema.parse(values);
    expect(parsed.translations.vi).toBeNull();
    expect(parsed.zns_template_id).toBe('301245');
    expect(parsed.variables).toEqual([{ name: 'name', description: null, sample: 'An' }]);
  });

  it('drops the ZNS template id of a template for another channel', () => {
    expect(schema.parse({ ...templateFormDefaults(template), type: 'email' }).zns_template_id).toBeNull();
  });

  it('asks for the English content and refuses a variable declared twice', () => {
    const values = templateFormDefaults(template);
    values.translations.en.content = '';
    values.variables.push({ name: 'name', description: '', sample: '' });
    const issues = schema
      .safeParse(values)
      .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(issues).toEqual(
      expect.arrayContaining(['translations.en.content:required', 'variables.1.name:variable_duplicate']),
    );
  });

  it('previews with the samples as data, once there is English content', () => {
    expect(sampleData(template.variables)).toEqual({ name: 'An' });
    expect(toPreviewInput(templateFormDefaults(template))?.data).toEqual({ name: 'An' });
    expect(toPreviewInput({ ...templateFormDefaults(), variables: [] })).toBeNull();
  });
});
