import { describe, expect, it } from 'vitest';
import type { ZaloZns } from '../api/get-zalo-zns';
import { createZaloZnsFormSchema, zaloZnsFormDefaults } from './zalo-zns-form-values';

const saved = {
  provider: {
    name: 'Zalo OA Pickleball',
    enabled: true,
    config: { app_id: '4412', template_id: null, access_token_expires_at: '2026-11-25T10:00:00.000Z' },
    secrets: { secret_key: true, access_token: true, refresh_token: true },
  },
  category_templates: { match: '301245' },
  template_params: { '301245': { customer_name: 'player_name', match_time: 'start_time' } },
  access_token_expires_at: '2026-11-25T10:00:00.000Z',
} as unknown as ZaloZns;

describe('the Zalo ZNS page’s values', () => {
  it('reads the saved OA with its secrets blank and a box per category', () => {
    const values = zaloZnsFormDefaults(saved);
    expect(values.config).toMatchObject({
      app_id: '4412',
      secret_key: '',
      access_token: '',
      template_id: '',
    });
    expect(values.category_templates.match).toBe('301245');
    expect(values.category_templates.payment).toBe('');
  });

  it('sends only the categories that have a template, and blank secrets as kept', () => {
    const parsed = createZaloZnsFormSchema().parse(zaloZnsFormDefaults(saved));
    expect(parsed.category_templates).toEqual({ match: '301245' });
    expect(parsed.config).toMatchObject({
      app_id: '4412',
      secret_key: null,
      access_token_expires_at: '2026-11-25T10:00:00.000Z',
    });
  });

  it('starts a first set-up with the default name and no expiry', () => {
    const parsed = createZaloZnsFormSchema().safeParse(zaloZnsFormDefaults(undefined));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['config.app_id']);
  });

  it('maps each ZNS template in use, one parameter = variable a line, and refuses a line it cannot read', () => {
    const values = zaloZnsFormDefaults(saved);
    expect(values.template_params['301245']).toBe('customer_name = player_name\nmatch_time = start_time');
    const edited = {
      ...values,
      category_templates: { ...values.category_templates, payment: '402356' },
      template_params: { ...values.template_params, '402356': 'amount = amount\n\norderCode = order_code' },
    };
    expect(createZaloZnsFormSchema().parse(edited).template_params).toEqual({
      '301245': { customer_name: 'player_name', match_time: 'start_time' },
      '402356': { amount: 'amount', orderCode: 'order_code' },
    });
    const broken = createZaloZnsFormSchema().safeParse({
      ...edited,
      template_params: { ...edited.template_params, '402356': 'amount → Amount' },
    });
    expect(broken.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['template_params.402356', 'zns_param'],
    ]);
  });
});
