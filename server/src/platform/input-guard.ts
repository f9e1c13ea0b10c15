import { isValidationKey, normalizeTextInput, TEXT_MAX_LENGTH, type ValidationKey } from '@pickleball/domain';
import { z } from 'zod';

/**
 * What a request part must look like before its zod schema reads it, checked in one place for
 * every route (installZodValidation in ./routing).
 *
 * Numbers. The domain's schemas read numbers with `z.coerce.number()` because the web's forms and
 * the spreadsheet import hand them text ("4" typed in a box or read from a cell). On the wire that
 * leniency is a bug: JSON has numbers, so `"number_of_courts": true` or `"5"` must be refused, not
 * stored as 1 and 5. And where a number arrives as text (a query string, a path), `0x1`, `1e0`,
 * `+1`, ` 1` and `01` must not all name 1. So, wherever a schema coerces a number:
 * - in a JSON body the value must already be a JSON number (null and absent are left to the
 *   schema, which knows whether they are allowed);
 * - in a query string or a path it must be written in canonical decimal (`0`, `12`, `-3`, `2.5`;
 *   no fraction where the schema wants an integer).
 * Either way the answer is a 422 naming the field, with the schema's own message for it. That
 * includes a path: `/users/0x1` is 422 `{id: ['Must be a valid number']}` like any malformed path
 * part (`/geo/provinces/x/wards`), while a well-written id that names nothing is a 404.
 * (Why not drop z.coerce from the schemas: the court form and the import would then have to turn
 * their text into numbers first; the guard keeps them as they are and the wire strict.)
 *
 * Text. Every string a body or a query string hands to a `z.string()` goes through the domain's
 * one text rule (normalizeTextInput in domain/src/common/text.ts): composed to NFC, zero-width
 * characters and BOMs dropped, and refused with 'control_characters' when it holds a C0/C1
 * control or a bidi override or isolate. Doing it here, from the schema, covers every field of
 * every route, present and future, without a helper to remember in each schema; the schema
 * then checks lengths and patterns on the text as it will be stored. A string whose schema
 * allows more than TEXT_MAX_LENGTH (255) characters is free text (a description, notes, a
 * reason) and keeps tabs and line breaks; a shorter one (a name, a code) is a single line.
 *
 * A route's guard is compiled once from its schema; a schema with nothing to guard costs nothing.
 */
export type RequestPart = 'body' | 'querystring' | 'params';
/** Where input comes from: a request part, or the cells of an imported spreadsheet (text rules only). */
export type InputSource = RequestPart | 'cells';

export interface GuardIssue {
  path: PropertyKey[];
  /** A `validation:<key>` message. */
  key: ValidationKey | 'control_characters';
}

type Check = (value: unknown, path: PropertyKey[], issues: GuardIssue[]) => unknown;

/** Canonical decimal: no sign but a minus, no leading zero, no exponent, no hex, no spaces. */
const CANONICAL_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;
/** …and no fraction where the schema wants an integer (`1.0` is not how an id is written). */
const CANONICAL_INTEGER = /^-?(0|[1-9]\d*)$/;

/** The guard of a request part, or null when its schema has nothing to guard. */
export function compileInputGuard(
  schema: z.ZodType,
  part: InputSource,
): ((value: unknown) => { value: unknown; issues: GuardIssue[] }) | null {
  const check = compile(schema as unknown as z.core.$ZodType, part, new Set());
  if (!check) return null;
  return (value) => {
    const issues: GuardIssue[] = [];
    const checked = check(value, [], issues);
    return { value: checked, issues };
  };
}

function compile(schema: z.core.$ZodType, part: InputSource, seen: Set<z.core.$ZodType>): Check | null {
  // A recursive schema is guarded down to its first repetition.
  if (seen.has(schema)) return null;
  seen.add(schema);
  try {
    return compileNode(schema, part, seen);
  } finally {
    seen.delete(schema);
  }
}

function compileNode(schema: z.core.$ZodType, part: InputSource, seen: Set<z.core.$ZodType>): Check | null {
  const def = schema._zod.def;
  switch (def.type) {
    case 'number':
      // A spreadsheet's cells are text by nature: its numbers are the schema's to read.
      return (def as z.core.$ZodNumberDef).coerce && part !== 'cells'
        ? numberCheck(part, def as z.core.$ZodNumberDef)
        : null;
    case 'object': {
      const shape = (def as z.core.$ZodObjectDef).shape;
      const checks = Object.entries(shape)
        .map(([key, field]) => [key, compile(field, part, seen)] as const)
        .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
      if (checks.length === 0) return null;
      return (value, path, issues) => {
        if (!isPlainObject(value)) return value;
        let copy: Record<string, unknown> | null = null;
        for (const [key, check] of checks) {
          if (!Object.hasOwn(value, key)) continue;
          const next = check(value[key], [...path, key], issues);
          if (next !== value[key]) {
            copy ??= { ...value };
            copy[key] = next;
          }
        }
        return copy ?? value;
      };
    }
    case 'array': {
      const element = compile((def as z.core.$ZodArrayDef).element, part, seen);
      if (!element) return null;
      return (value, path, issues) => {
        if (!Array.isArray(value)) return value;
        let copy: unknown[] | null = null;
        value.forEach((item, index) => {
          const next = element(item, [...path, index], issues);
          if (next !== item) {
            copy ??= [...value];
            copy[index] = next;
          }
        });
        return copy ?? value;
      };
    }
    case 'record': {
      const valueCheck = compile((def as z.core.$ZodRecordDef).valueType, part, seen);
      if (!valueCheck) return null;
      return (value, path, issues) => {
        if (!isPlainObject(value)) return value;
        const entries = Object.entries(value).map(([key, item]) => [
          key,
          valueCheck(item, [...path, key], issues),
        ]);
        return entries.some(([key, item]) => value[key as string] !== item)
          ? Object.fromEntries(entries)
          : value;
      };
    }
    case 'string':
      // A path segment is checked by its own pattern; text rules are for what people write.
      return part === 'params' ? null : textCheck(isFreeText(def));
    case 'union': {
      // The option that accepts the value is the one whose rules apply (a scoring event's kind).
      const options = (def as z.core.$ZodUnionDef).options
        .map((option) => [option, compile(option, part, seen)] as const)
        .filter((entry): entry is readonly [z.core.$ZodType, Check] => entry[1] !== null);
      if (options.length === 0) return null;
      return (value, path, issues) => {
        const match = options.find(([option]) => z.safeParse(option, value).success);
        return match ? match[1](value, path, issues) : value;
      };
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return compile((def as z.core.$ZodOptionalDef).innerType, part, seen);
    case 'pipe': {
      const { in: input, out } = def as z.core.$ZodPipeDef;
      const first = compile(input, part, seen);
      if (!passesValueThrough(input)) return first;
      const second = compile(out, part, seen);
      if (!second) return first;
      // A preprocess step (z.preprocess(blankToNull, …)) runs before `out`, which is judged on
      // what the step makes of the value: a blank read as missing is the schema's to judge.
      return (value, path, issues) => {
        const raw = first ? first(value, path, issues) : value;
        const step = z.safeParse(input, raw);
        if (!step.success) return raw;
        if (step.data === raw) return second(raw, path, issues);
        second(step.data, path, issues);
        return raw;
      };
    }
    default:
      // Unions, literals, enums, strings, booleans, unknown: nothing to coerce.
      return null;
  }
}

/** A pipe stage whose output is its input, as far as types go: a preprocess step, z.unknown(). */
function passesValueThrough(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def;
  if (def.type === 'transform' || def.type === 'unknown' || def.type === 'any') return true;
  if (def.type === 'pipe') {
    const { in: input, out } = def as z.core.$ZodPipeDef;
    return passesValueThrough(input) && passesValueThrough(out);
  }
  return false;
}

/** A string allowed more than a line's worth (TEXT_MAX_LENGTH); one with no maximum is a code or a secret. */
function isFreeText(def: z.core.$ZodTypeDef): boolean {
  const maximums = (def.checks ?? [])
    .map((check) => check._zod.def as { check: string; maximum?: number })
    .filter((checkDef) => checkDef.check === 'max_length' && checkDef.maximum !== undefined)
    .map((checkDef) => checkDef.maximum as number);
  return maximums.length > 0 && Math.min(...maximums) > TEXT_MAX_LENGTH;
}

function textCheck(multiline: boolean): Check {
  return (value, path, issues) => {
    if (typeof value !== 'string') return value;
    const text = normalizeTextInput(value, { multiline });
    if (text.ok) return text.value;
    issues.push({ path, key: text.problem });
    return value;
  };
}

function isInteger(def: z.core.$ZodNumberDef): boolean {
  return (def.checks ?? []).some((check) => {
    const checkDef = check._zod.def as { check: string; format?: string };
    return checkDef.check === 'number_format' && Boolean(checkDef.format?.includes('int'));
  });
}

function numberCheck(part: InputSource, def: z.core.$ZodNumberDef): Check {
  const canonical = isInteger(def) ? CANONICAL_INTEGER : CANONICAL_DECIMAL;
  const key = notANumberKey(def);
  return (value, path, issues) => {
    if (value === undefined || value === null) return value;
    const strict =
      part === 'body' ? typeof value === 'number' : typeof value === 'string' && canonical.test(value);
    if (!strict) issues.push({ path, key });
    return value;
  };
}

/** The schema's own word for "not a number" (`z.coerce.number({ error: 'rating_number' })`), else 'invalid_number'. */
function notANumberKey(def: z.core.$ZodNumberDef): ValidationKey {
  const issue = { code: 'invalid_type', expected: 'number', input: undefined, path: [] } as never;
  const answer = def.error?.(issue);
  const message = typeof answer === 'string' ? answer : answer?.message;
  return message && isValidationKey(message) ? message : 'invalid_number';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
