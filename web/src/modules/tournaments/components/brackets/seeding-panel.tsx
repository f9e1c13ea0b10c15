import { Alert, Box, Button, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isPairEvent, type Seeding, type Tournament } from '@pickleball/domain';
import { ArrowDown, ArrowUp, BarChart3, GripVertical, Save, Shuffle, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailPanel } from '../../../../components/detail-panel';
import { useAuth } from '../../../../lib/auth';
import { formatDecimal } from '../../../../lib/format';
import { toaster } from '../../../../lib/toaster';
import { useUpdateTournament } from '../../api/save-tournament';
import { useSeeding, useShuffleSeeding, useUpdateSeeding } from '../../api/seeding';
import { tournamentWith } from '../form/tournament-form-values';
import { SEEDING_METHOD_KEYS } from '../tournament-labels';
import { moveSeed, seedingAnnouncements } from './seeding-order';

type Entry = Seeding['entries'][number];

function SeedRow({
  entry,
  seed,
  count,
  canEdit,
  onMove,
}: {
  entry: Entry;
  seed: number;
  count: number;
  canEdit: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const sortable = useSortable({ id: entry.registration_id, disabled: !canEdit });
  return (
    <HStack
      as="li"
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      gap="2"
      px="2"
      py="1.5"
      borderWidth="1px"
      borderRadius="md"
      bg={sortable.isDragging ? 'bg.emphasized' : 'bg.panel'}
      zIndex={sortable.isDragging ? 1 : undefined}
      position="relative"
    >
      {canEdit && (
        <Box
          as="span"
          cursor="grab"
          color="fg.muted"
          touchAction="none"
          display="inline-flex"
          aria-label={t('tournaments:seeding.drag', { name: entry.name, seed })}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical size={16} aria-hidden="true" />
        </Box>
      )}
      <Text minW="7" textAlign="right" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {seed}
      </Text>
      <Text flex="1" minW="0" lineClamp={2} title={entry.name}>
        {entry.name}
      </Text>
      <Text color="fg.muted" fontSize="sm" fontVariantNumeric="tabular-nums">
        {entry.dupr_rating === null ? '—' : formatDecimal(entry.dupr_rating, i18n.language, 3)}
      </Text>
      {canEdit && (
        <HStack gap="0">
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={t('tournaments:seeding.move_up', { name: entry.name })}
            disabled={seed === 1}
            onClick={() => onMove(seed - 1, seed - 2)}
          >
            <ArrowUp />
          </IconButton>
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={t('tournaments:seeding.move_down', { name: entry.name })}
            disabled={seed === count}
            onClick={() => onMove(seed - 1, seed)}
          >
            <ArrowDown />
          </IconButton>
        </HStack>
      )}
    </HStack>
  );
}

/**
 * The seed order the bracket will be drawn from, and how it is made (SPEC §9): by DUPR rating
 * (a pair's average rating), random (a stored seed: the same draw on any device; Shuffle picks a
 * new one) or by hand (drag, or the arrows, then save: the method becomes manual).
 */
export function SeedingPanel({ tournament, isLocked }: { tournament: Tournament; isLocked: boolean }) {
  const { t } = useTranslation('tournaments');
  const { can } = useAuth();
  const seeding = useSeeding(tournament.id);
  const save = useUpdateSeeding(tournament.id);
  const shuffle = useShuffleSeeding(tournament.id);
  const updateTournament = useUpdateTournament(tournament.id);
  const [draft, setDraft] = useState<number[] | null>(null);
  const canEdit = can('tournament.edit') && !isLocked;
  const data = seeding.data?.data;
  const entries = useMemo(() => {
    if (!data) return [];
    if (!draft) return data.entries;
    const byId = new Map(data.entries.map((entry) => [entry.registration_id, entry]));
    return draft.flatMap((id) => byId.get(id) ?? []);
  }, [data, draft]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = entries.map((entry) => entry.registration_id);
  const move = (from: number, to: number) => setDraft(moveSeed(ids, from, to));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setDraft(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  const announcements = useMemo(
    () =>
      seedingAnnouncements(
        t,
        (id) => entries.find((entry) => entry.registration_id === Number(id))?.name ?? '',
        () => ids,
      ),
    [t, entries, ids],
  );
  const method = data?.method ?? tournament.seeding_method;
  const methodHelp =
    method === 'dupr_rating'
      ? isPairEvent(tournament.type)
        ? t('tournaments:seeding.dupr_pairs_help')
        : t('tournaments:seeding.dupr_singles_help')
      : method === 'random'
        ? t('tournaments:seeding.random_seed', { seed: data?.random_seed ?? tournament.random_seed })
        : t('tournaments:seeding.manual_help');

  return (
    <DetailPanel title={t('tournaments:seeding.title')}>
      <Stack gap="4">
        <Box>
          <Text fontWeight="medium">
            {t('tournaments:seeding.method', { method: t(SEEDING_METHOD_KEYS[method]) })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {methodHelp}
          </Text>
        </Box>
        {canEdit && (
          <HStack gap="2" flexWrap="wrap">
            {method !== 'dupr_rating' && (
              <Button
                size="sm"
                variant="outline"
                loading={updateTournament.isPending}
                onClick={() => {
                  setDraft(null);
                  updateTournament
                    .mutateAsync(tournamentWith(tournament, { seeding_method: 'dupr_rating' }))
                    .catch((error: unknown) =>
                      toaster.error({ title: error instanceof Error ? error.message : String(error) }),
                    );
                }}
              >
                <BarChart3 size={16} aria-hidden="true" />
                {t('tournaments:seeding.by_rating')}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              loading={shuffle.isPending}
              onClick={() => {
                setDraft(null);
                shuffle.mutate(undefined);
              }}
            >
              <Shuffle size={16} aria-hidden="true" />
              {t('tournaments:seeding.shuffle')}
            </Button>
            {draft && (
              <>
                <Button
                  size="sm"
                  colorPalette="blue"
                  loading={save.isPending}
                  onClick={() => save.mutateAsync(draft).then(() => setDraft(null))}
                >
                  <Save size={16} aria-hidden="true" />
                  {t('tournaments:seeding.save')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
                  <Undo2 size={16} aria-hidden="true" />
                  {t('tournaments:seeding.discard')}
                </Button>
              </>
            )}
          </HStack>
        )}
        {isLocked && (
          <Text fontSize="sm" color="fg.muted">
            {t('tournaments:seeding.locked')}
          </Text>
        )}
        {tournament.has_bracket && !isLocked && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>{t('tournaments:seeding.regenerate_note')}</Alert.Description>
          </Alert.Root>
        )}
        {seeding.isError ? (
          <Text color="fg.error">{seeding.error.message}</Text>
        ) : seeding.isPending ? (
          <Stack gap="2" aria-busy="true">
            <Skeleton height="9" />
            <Skeleton height="9" />
          </Stack>
        ) : entries.length === 0 ? (
          <Text color="fg.muted">{t('tournaments:seeding.empty')}</Text>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={handleDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('tournaments:seeding.instructions') },
            }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <Stack
                as="ol"
                gap="1.5"
                listStyleType="none"
                ps="0"
                aria-label={t('tournaments:seeding.title')}
              >
                {entries.map((entry, index) => (
                  <SeedRow
                    key={entry.registration_id}
                    entry={entry}
                    seed={index + 1}
                    count={entries.length}
                    canEdit={canEdit}
                    onMove={move}
                  />
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
        )}
      </Stack>
    </DetailPanel>
  );
}
