import { isHiddenAuditField } from '@pickleball/domain';

/** How a field differs between a record's old and new values. */
export type FieldChange = 'added' | 'removed' | 'changed' | 'unchanged';

/** One row of the old/new comparison. */
export interface AuditDiffRow {
  field: string;
  before: unknown;
  after: unknown;
  change: FieldChange;
  /** For lists of plain values (a role's permissions): what the new list adds and drops. */
  addedItems?: unknown[];
  removedItems?: unknown[];
}

/** A canonical JSON text (object keys sorted) so equal values compare equal whatever their key order. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
}

const isPlain = (item: unknown) => item === null || typeof item !== 'object';

/**
 * Compares an audit record's old and new values field by field, over the union of both sides' fields,
 * sorted by name. A field only on the new side is "added" (a creation), only on the old side "removed"
 * (a deletion); `updated_at` changes with every update and is compared like any other field.
 */
export function diffAuditValues(
  oldValues: Record<string, unknown> | null,
  newValues: Record<string, unknown> | null,
  model?: string,
): AuditDiffRow[] {
  const before = oldValues ?? {};
  const after = newValues ?? {};
  // The system's bookkeeping (a revision, a position) is nobody's reading.
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !model || !isHiddenAuditField(model, field))
    .sort();
  return fields.map((field) => {
    const hasBefore = Object.hasOwn(before, field) && oldValues !== null;
    const hasAfter = Object.hasOwn(after, field) && newValues !== null;
    const row: AuditDiffRow = { field, before: before[field], after: after[field], change: 'unchanged' };
    if (!hasBefore) row.change = 'added';
    else if (!hasAfter) row.change = 'removed';
    else if (stableStringify(before[field]) !== stableStringify(after[field])) row.change = 'changed';
    const oldList = before[field];
    const newList = after[field];
    if (
      row.change === 'changed' &&
      Array.isArray(oldList) &&
      Array.isArray(newList) &&
      oldList.every(isPlain) &&
      newList.every(isPlain)
    ) {
      const oldSet = new Set(oldList.map(stableStringify));
      const newSet = new Set(newList.map(stableStringify));
      row.addedItems = newList.filter((item) => !oldSet.has(stableStringify(item)));
      row.removedItems = oldList.filter((item) => !newSet.has(stableStringify(item)));
    }
    return row;
  });
}

/** A value as text for the comparison table: strings as they are, the rest as (pretty) JSON; '' for none. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every(isPlain)) return value.map((item) => String(item)).join(', ');
  return JSON.stringify(value, null, 2);
}
