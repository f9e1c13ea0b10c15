import { describe, expect, it } from 'vitest';
import { createRegisterFormSchema, REGISTER_FORM_DEFAULTS } from './register-form-values';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('the registration dialog', () => {
  it('asks a pair event for a partner', () => {
    const pairs = createRegisterFormSchema(() => ({ tournamentId: 7, isPairs: true }));
    const missing = pairs.safeParse(REGISTER_FORM_DEFAULTS);
    expect(paths(missing)).toEqual(['partner_id']);
    expect(missing.success ? null : missing.error.issues[0]?.message).toBe('required');
    expect(pairs.parse({ partner_id: 12, notes: '  Đánh bên trái  ' })).toEqual({
      tournament_id: 7,
      partner_id: 12,
      notes: 'Đánh bên trái',
    });
  });

  it('sends no partner for singles, whatever the box held, and no blank notes', () => {
    const singles = createRegisterFormSchema(() => ({ tournamentId: 7, isPairs: false }));
    expect(singles.parse({ partner_id: 12, notes: '   ' })).toEqual({
      tournament_id: 7,
      partner_id: null,
      notes: null,
    });
  });

  it('follows the tournament the dialog now shows', () => {
    let terms = { tournamentId: 7, isPairs: true };
    const schema = createRegisterFormSchema(() => terms);
    expect(schema.safeParse(REGISTER_FORM_DEFAULTS).success).toBe(false);
    terms = { tournamentId: 9, isPairs: false };
    expect(schema.parse(REGISTER_FORM_DEFAULTS)).toMatchObject({ tournament_id: 9, partner_id: null });
  });

  it('keeps notes within the entry’s limit', () => {
    const singles = createRegisterFormSchema(() => ({ tournamentId: 7, isPairs: false }));
    expect(paths(singles.safeParse({ partner_id: null, notes: 'x'.repeat(1001) }))).toEqual(['notes']);
  });
});
