import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkEmail,
  checkPassword,
  checkPasswordConfirmation,
  checkPhone,
  checkText,
  checkUsername,
  EMAIL_PATTERN,
  type ValidationMessage,
} from './field-rules';
import {
  describeIssue,
  EmailSchema,
  PasswordSchema,
  PhoneSchema,
  requiredString,
  UsernameSchema,
} from './validation';

/**
 * What a form shows for a message: its key, and the values its text uses (only `string_max`
 * has one, `{{max}}`; a schema's issue also carries limits no message prints).
 */
function shown(message: ValidationMessage | null) {
  if (!message) return null;
  return message.key === 'string_max' ? { key: message.key, max: message.values?.max } : { key: message.key };
}

/** The schema's first issue for a value (the one a form shows), or null when it is valid. */
function firstIssue(schema: z.ZodType, value: string) {
  const result = schema.safeParse(value, { reportInput: true });
  const issue = result.success ? undefined : result.error.issues[0];
  return shown(issue ? describeIssue(issue) : null);
}

/** Strings made of the characters the rules care about, so that every branch is reached often. */
const ruleText = (chars: string, maxLength: number) =>
  fc
    .array(fc.constantFrom(...chars.split('')), { maxLength })
    .map((parts) => parts.join(''))
    .chain((text) => fc.oneof(fc.constant(text), fc.string({ maxLength }), fc.constant(` ${text} `)));

const samples = { numRuns: 2_000 };

describe('the zod-free field checks agree with the schemas', () => {
  it('passwords (length, allowed characters, the mix)', () => {
    fc.assert(
      fc.property(ruleText('aZ9@ #é', 140), (value) => {
        expect(shown(checkPassword(value))).toEqual(firstIssue(PasswordSchema, value));
      }),
      samples,
    );
  });

  it('usernames', () => {
    fc.assert(
      fc.property(ruleText('aZ9._ -ễ', 20), (value) => {
        expect(shown(checkUsername(value))).toEqual(firstIssue(UsernameSchema, value));
      }),
      samples,
    );
  });

  it('e-mail addresses', () => {
    fc.assert(
      fc.property(
        fc.oneof(ruleText('aZ9.@-_+ ', 30), fc.emailAddress(), fc.constant(`${'a'.repeat(250)}@x.vn`)),
        (value) => {
          expect(shown(checkEmail(value))).toEqual(firstIssue(EmailSchema, value));
        },
      ),
      samples,
    );
  });

  it('uses zod’s own e-mail pattern', () => {
    fc.assert(
      fc.property(fc.oneof(ruleText("aZ9.@-_+'", 30), fc.emailAddress()), (value) => {
        expect(EMAIL_PATTERN.test(value)).toBe(z.regexes.email.test(value));
      }),
      samples,
    );
  });

  it('phone numbers', () => {
    fc.assert(
      fc.property(ruleText('0123456789+84 .-()a', 20), (value) => {
        expect(shown(checkPhone(value))).toEqual(firstIssue(PhoneSchema, value));
      }),
      samples,
    );
  });

  it('required texts, trimmed, with a maximum length', () => {
    fc.assert(
      fc.property(ruleText('ab ', 12), fc.integer({ min: 1, max: 10 }), (value, max) => {
        expect(shown(checkText(value, { max }))).toEqual(firstIssue(requiredString(max), value));
      }),
      samples,
    );
  });
});

describe('checkPasswordConfirmation', () => {
  it('asks for the confirmation, then for the same password', () => {
    expect(checkPasswordConfirmation('Pickle123', '')).toEqual({ key: 'required' });
    expect(checkPasswordConfirmation('Pickle123', 'Pickle124')).toEqual({ key: 'password_confirmation' });
    expect(checkPasswordConfirmation('Pickle123', 'Pickle123')).toBeNull();
  });
});
