import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useIsMutating } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../lib/api-errors';

/** A detail query as an edit page holds it (TanStack Query's result). */
export interface WatchedQuery<T> {
  data?: { data: T } | undefined;
  error: unknown;
}

/** What tells two copies of a record apart: its revision or its last change, else its whole content. */
export function versionOf(record: unknown): string {
  if (record && typeof record === 'object') {
    const { revision, updated_at: updatedAt } = record as { revision?: unknown; updated_at?: unknown };
    if (typeof revision === 'number') return `r${revision}`;
    if (typeof updatedAt === 'string') return updatedAt;
  }
  return JSON.stringify(record);
}

export type RecordWatch = { state: 'same' } | { state: 'changed' } | { state: 'deleted' };

/** Whether the record on the server still is the one the form was opened with. */
export function watchRecord<T>(base: T, query: WatchedQuery<T>): RecordWatch {
  if (query.error instanceof ApiError && query.error.status === 404) return { state: 'deleted' };
  const current = query.data?.data;
  if (current !== undefined && versionOf(current) !== versionOf(base)) return { state: 'changed' };
  return { state: 'same' };
}

export interface WatchedRecordProps<T> {
  /** The record's detail query: live (its module's `.live.ts`), so it moves when someone else saves. */
  query: WatchedQuery<T>;
  /** Where "back to the list" goes once the record is gone. */
  listPath: string;
  /**
   * The form, given the copy it edits and a function to call after saving when the page stays:
   * the change that save causes is then taken as the user's own, not someone else's.
   */
  children: (record: T, saved: () => void) => ReactNode;
}

/**
 * An edit form over a live record (issue "live everywhere": a record changed or deleted under a
 * user's eyes says so instead of failing on save). The form keeps editing the copy it opened
 * with, whatever arrives; above it, a notice says the record changed (with a button to load the
 * new version) or was deleted. Render it once the query has data.
 */
export function WatchedRecord<T>({ query, listPath, children }: WatchedRecordProps<T>) {
  const { t } = useTranslation('record-watch');
  const [base, setBase] = useState<T | undefined>(query.data?.data);
  const [generation, setGeneration] = useState(0);
  // Set by `saved()`: the next version is the user's own. State, not a ref, so that `saved()`
  // renders again: the save's answer often reaches the cache before `saved()` is called (a hook
  // that stores it, then awaits the lists' refetch), and no other render may follow.
  const [ownChange, setOwnChange] = useState(false);
  // While a save is on its way, the version it brings back is not yet known to be the user's own.
  const saving = useIsMutating({ predicate: (mutation) => !mutation.state.isPaused }) > 0;
  if (base === undefined) return null;
  let watch = watchRecord(base, query);
  if (watch.state === 'changed' && ownChange && query.data) {
    // The user's own save came back: that version is now the one being edited.
    setOwnChange(false);
    setBase(query.data.data);
    watch = { state: 'same' };
  }
  const saved = () => setOwnChange(true);
  return (
    <Stack gap="4">
      {watch.state === 'changed' && !saving && (
        <Alert.Root status="warning" role="alert" data-record-watch="changed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('record-watch:changed_title')}</Alert.Title>
            <Alert.Description>{t('record-watch:changed_body')}</Alert.Description>
            <HStack mt="2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  if (!query.data) return;
                  setBase(query.data.data);
                  setGeneration((value) => value + 1);
                }}
              >
                {t('record-watch:reload')}
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      )}
      {watch.state === 'deleted' && (
        <Alert.Root status="error" role="alert" data-record-watch="deleted">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('record-watch:deleted_title')}</Alert.Title>
            <Alert.Description>{t('record-watch:deleted_body')}</Alert.Description>
            <HStack mt="2">
              <Button size="sm" variant="outline" asChild>
                <RouterLink to={listPath}>{t('record-watch:back')}</RouterLink>
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack key={generation}>{children(base, saved)}</Stack>
    </Stack>
  );
}
