import type { Profile } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { newUnverifiedEmail } from './update-profile';

const profile = (email: string | null, verified: boolean): Profile =>
  ({
    user: { id: 7, name: 'Nguyễn Văn An', email, username: 'an.nguyen', phone: null },
    email_verified: verified,
  }) as Profile;

describe('the address a verification link was sent to on saving the profile', () => {
  it('is the new address when the e-mail changed', () => {
    expect(newUnverifiedEmail(profile('an@example.test', true), profile('an.moi@example.test', false))).toBe(
      'an.moi@example.test',
    );
    expect(newUnverifiedEmail(profile(null, false), profile('an@example.test', false))).toBe(
      'an@example.test',
    );
  });

  it('is none when the address stayed, was removed, or is verified', () => {
    expect(
      newUnverifiedEmail(profile('an@example.test', false), profile('an@example.test', false)),
    ).toBeNull();
    expect(
      newUnverifiedEmail(profile('An@Example.test', false), profile('an@example.test', false)),
    ).toBeNull();
    expect(newUnverifiedEmail(profile('an@example.test', true), profile(null, false))).toBeNull();
    expect(
      newUnverifiedEmail(profile('an@example.test', false), profile('moi@example.test', true)),
    ).toBeNull();
    expect(newUnverifiedEmail(undefined, profile('an@example.test', false))).toBeNull();
  });
});
