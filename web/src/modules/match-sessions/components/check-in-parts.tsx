import { Badge, Box, Button, Group, IconButton, Spinner, Text } from '@chakra-ui/react';
import type { MatchSession, Signup, SignupList } from '@pickleball/domain';
import { Check, DoorOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useReleaseNoShows } from '../api/release-no-shows';
import type { CheckInFilter } from './check-in';
import { useTimeReached } from './use-time-reached';

/**
 * The check-in at the court (issue 31 §3): a big tick per confirmed player, the "not checked in"
 * filter, who ticked whom and when, the no-show badge, and the release of the places of those who
 * did not come.
 */

/**
 * One tap checks a player in or undoes it: a 48-pixel square, green and ticked when in. While the
 * server answers it already shows the state asked for, with a spinner, and ignores further taps.
 */
export function CheckInToggle({
  name,
  checked,
  pending,
  onToggle,
}: {
  name: string;
  checked: boolean;
  pending: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const { t } = useTranslation('match-sessions');
  return (
    <IconButton
      boxSize="12"
      minW="12"
      flexShrink={0}
      borderRadius="full"
      colorPalette={checked ? 'green' : 'gray'}
      variant={checked ? 'solid' : 'outline'}
      borderWidth="2px"
      aria-label={t('match-sessions:signups.check_in_for', { name })}
      aria-pressed={checked}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) onToggle(!checked);
      }}
    >
      {pending ? (
        <Spinner size="sm" />
      ) : (
        <Check size={26} strokeWidth={checked ? 3 : 2} aria-hidden="true" opacity={checked ? 1 : 0.35} />
      )}
    </IconButton>
  );
}

/** "Checked in by An · 11/12/2026 19:05", or nothing before the player is ticked. */
export function CheckedInLine({ signup }: { signup: Signup }) {
  const { t, i18n } = useTranslation('match-sessions');
  if (!signup.checked_in_at) return null;
  const when = formatDateTime(signup.checked_in_at, i18n.language);
  return (
    <Text fontSize="sm" color="fg.success">
      {signup.checked_in_by
        ? t('match-sessions:signups.checked_in_by', { name: signup.checked_in_by.name, when })
        : t('match-sessions:signups.checked_in_at', { when })}
    </Text>
  );
}

/** A place released at the start for not having come. */
export function NoShowBadge() {
  const { t } = useTranslation('match-sessions');
  return (
    <Badge colorPalette="red" variant="subtle" size="lg" whiteSpace="nowrap" flexShrink={0}>
      {t('match-sessions:signups.no_show')}
    </Badge>
  );
}

/** Everyone, or only those not here yet (with how many): two large pressed-or-not buttons. */
export function CheckInFilterBar({
  filter,
  absent,
  onChange,
}: {
  filter: CheckInFilter;
  absent: number;
  onChange: (filter: CheckInFilter) => void;
}) {
  const { t } = useTranslation('match-sessions');
  const choices = [
    { value: 'all', label: t('match-sessions:signups.filter_all') },
    { value: 'absent', label: t('match-sessions:signups.filter_absent', { count: absent }) },
  ] as const;
  return (
    <Group attached role="group" aria-label={t('match-sessions:signups.filter_label')} w="full">
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="lg"
          flex="1"
          variant={filter === choice.value ? 'solid' : 'outline'}
          aria-pressed={filter === choice.value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * "Release places of those not checked in": from the night's start (it appears by itself then),
 * while some confirmed players are not checked in. It asks first, saying how many places go to the
 * line and how many in line get one; the server's refusal (before the start) shows inside.
 */
export function ReleaseNoShows({
  session,
  list,
  absent,
}: {
  session: MatchSession;
  list: SignupList;
  absent: number;
}) {
  const { t } = useTranslation('match-sessions');
  const started = useTimeReached(session.starts_at);
  const release = useReleaseNoShows(session.id);
  const [asking, setAsking] = useState(false);
  if (!started || (absent === 0 && !asking)) return null;
  const promoted = Math.min(absent, list.waitlisted);
  return (
    <Box>
      <Button
        size="lg"
        colorPalette="orange"
        w={{ base: 'full', sm: 'auto' }}
        h="auto"
        minH="12"
        py="2"
        whiteSpace="normal"
        textAlign="start"
        onClick={() => setAsking(true)}
      >
        <DoorOpen size={18} aria-hidden="true" />
        {t('match-sessions:signups.release', { count: absent })}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('match-sessions:signups.release_title', { count: absent })}
        description={t('match-sessions:signups.release_description', { count: absent })}
        confirmLabel={t('match-sessions:signups.release_confirm')}
        onConfirm={() => release.mutateAsync()}
      >
        <Text fontSize="sm">
          {promoted > 0
            ? t('match-sessions:signups.release_line', { count: promoted })
            : t('match-sessions:signups.release_no_line')}
        </Text>
      </ConfirmDialog>
    </Box>
  );
}
