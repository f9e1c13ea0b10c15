import type { Configuration } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import {
  createEmailConfigurationSchema,
  createFirebaseConfigurationSchema,
  emailConfigurationDefaults,
  findServiceAccountProjectMismatch,
  firebaseConfigurationDefaults,
} from './configuration-form-values';

const fromEnvironment = {
  key: 'email',
  source: 'environment',
  config: {
    host: 'smtp.example.vn',
    port: 465,
    encryption: 'ssl',
    from_address: 'no-reply@example.vn',
    from_name: null,
  },
  secrets: { password: true },
  last_test: null,
  updated_at: null,
} as Configuration;

describe('the configuration pages’ values', () => {
  it('start from the environment’s values, the port as text and the password blank', () => {
    expect(emailConfigurationDefaults(fromEnvironment)).toEqual({
      host: 'smtp.example.vn',
      port: '465',
      username: '',
      password: '',
      encryption: 'ssl',
      from_address: 'no-reply@example.vn',
      from_name: '',
    });
  });

  it('save the port as a number and a blank password as kept', () => {
    const parsed = createEmailConfigurationSchema().parse(emailConfigurationDefaults(fromEnvironment));
    expect(parsed).toMatchObject({ port: 465, password: null, username: null });
  });

  it('start a first set-up with the usual port and STARTTLS', () => {
    expect(emailConfigurationDefaults(undefined)).toMatchObject({ port: '587', encryption: 'starttls' });
  });

  it('ask for the Firebase project and keep a blank service account', () => {
    const values = firebaseConfigurationDefaults(undefined);
    expect(
      createFirebaseConfigurationSchema()
        .safeParse(values)
        .error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['project_id']);
    expect(
      createFirebaseConfigurationSchema().parse({ ...values, project_id: 'pickleball-vn' }),
    ).toMatchObject({
      service_account_json: null,
    });
  });
});

describe('the Firebase key’s project', () => {
  const key = (projectId: string) => JSON.stringify({ type: 'service_account', project_id: projectId });

  it('names the key’s project when it differs from the Project ID field', () => {
    expect(
      findServiceAccountProjectMismatch({
        project_id: 'san-thao-dien',
        service_account_json: key('other-club'),
      }),
    ).toBe('other-club');
  });

  it('says nothing when they match, or when the field, the key or its project is blank or unreadable', () => {
    const cases = [
      { project_id: 'san-thao-dien', service_account_json: key(' san-thao-dien ') },
      { project_id: '', service_account_json: key('other-club') },
      { project_id: 'san-thao-dien', service_account_json: '' },
      { project_id: 'san-thao-dien', service_account_json: '{not json' },
      { project_id: 'san-thao-dien', service_account_json: JSON.stringify({ type: 'service_account' }) },
    ];
    for (const values of cases) expect(findServiceAccountProjectMismatch(values)).toBeNull();
  });
});
