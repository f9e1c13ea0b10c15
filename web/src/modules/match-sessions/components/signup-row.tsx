import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Signup } from '@pickleball/domain';
import { BadgeCheck, Banknote, Check, Undo2, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useCheckInSignup } from '../api/check-in-signup';
import { CheckedInLine, CheckInToggle, NoShowBadge } from './check-in-parts';
import type { SignupAsk } from './signup-dialogs';
import { FEE_METHOD_KEYS, feeLabel, placeLabel } from './signup-text';

/** One row of a night's sign-up list (the Sign-ups tab), with its fee and check-in. */

/** Paid or not, at a glance: green when paid (how, in words), orange while owed. */
function FeeBadge({ fee }: { fee: Signup['fee'] }) {
  const { t } = useTranslation('match-sessions');
  return (
    <Badge
      colorPalette={fee.status === 'paid' ? 'green' : 'orange'}
      variant={fee.status === 'paid' ? 'solid' : 'subtle'}
      size="lg"
      whiteSpace="nowrap"
      flexShrink={0}
    >
      {fee.status === 'paid' && <BadgeCheck size={14} aria-hidden="true" />}
      {feeLabel(fee, t)}
    </Badge>
  );
}

/** Who marked a fee and when ("Cash · marked by An, 11/12/2026 19:05"), and its note. */
function FeeDetail({ fee }: { fee: Signup['fee'] }) {
  const { t, i18n } = useTranslation('match-sessions');
  if (fee.status !== 'paid') return null;
  const when = fee.paid_at ? formatDateTime(fee.paid_at, i18n.language) : '';
  return (
    <Text fontSize="sm" color="fg.muted">
      {fee.marked_by
        ? t('match-sessions:signups.marked_by', { name: fee.marked_by.name, when })
        : t('match-sessions:signups.paid_at', {
            method: fee.method ? t(FEE_METHOD_KEYS[fee.method]) : '',
            when,
          })}
      {fee.note && ` · ${fee.note}`}
    </Text>
  );
}

/**
 * One sign-up: the player, their place or place in line, their fee, whether they are here (a big
 * tick for the organiser), and the organiser's steps. A tick shows at once with a spinner; a
 * refusal puts the row back as the server has it and says why under the name.
 */
export function SignupRow({
  sessionId,
  signup,
  place,
  hasFee,
  canManage,
  onAsk,
  onCheckIn,
}: {
  sessionId: number;
  signup: Signup;
  place: number | undefined;
  hasFee: boolean;
  canManage: boolean;
  onAsk: (ask: SignupAsk) => void;
  onCheckIn: (signup: Signup, checkedIn: boolean) => void;
}) {
  const { t } = useTranslation('match-sessions');
  const checkIn = useCheckInSignup(sessionId);
  const name = signup.player.name;
  const isCancelled = signup.status === 'cancelled';
  const isConfirmed = signup.status === 'confirmed';
  const isPaid = signup.fee.status === 'paid';
  const checkingIn = checkIn.isPending ? checkIn.variables.checkedIn : undefined;
  const checked = checkingIn ?? signup.checked_in_at !== null;
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="lg"
      bg={isCancelled ? 'bg.muted' : 'bg.panel'}
      p="3"
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Box minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere" color={isCancelled ? 'fg.muted' : undefined}>
              {name}
            </Text>
            <Text fontSize="sm" color={signup.status === 'waitlisted' ? 'fg.warning' : 'fg.muted'}>
              {placeLabel(signup, place, t)}
              {signup.source === 'organiser' && ` · ${t('match-sessions:signups.added_by_organiser')}`}
            </Text>
          </Box>
          <HStack gap="2" flexShrink={0}>
            {hasFee && !isCancelled && <FeeBadge fee={signup.fee} />}
            {signup.no_show && <NoShowBadge />}
            {isConfirmed && canManage && (
              <CheckInToggle
                name={name}
                checked={checked}
                pending={checkingIn !== undefined}
                onToggle={(next) => {
                  onCheckIn(signup, next);
                  checkIn.mutate({ signupId: signup.id, checkedIn: next });
                }}
              />
            )}
            {isConfirmed && !canManage && signup.checked_in_at && (
              <Badge colorPalette="green" variant="solid" size="lg" flexShrink={0}>
                <Check size={14} aria-hidden="true" />
                {t('match-sessions:signups.checked_in')}
              </Badge>
            )}
          </HStack>
        </HStack>
        {isConfirmed && checkingIn === undefined && <CheckedInLine signup={signup} />}
        {checkIn.isError && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {t('match-sessions:signups.check_in_failed', { message: checkIn.error.message })}
          </Text>
        )}
        {hasFee && !isCancelled && <FeeDetail fee={signup.fee} />}
        {canManage && !isCancelled && (
          <HStack gap="2" flexWrap="wrap">
            {hasFee && !isPaid && (
              <Button
                size="md"
                colorPalette="green"
                flex={{ base: '1', sm: 'initial' }}
                aria-label={t('match-sessions:signups.mark_paid_for', { name })}
                onClick={() => onAsk({ kind: 'paid', signup })}
              >
                <Banknote size={16} aria-hidden="true" />
                {t('match-sessions:signups.mark_paid')}
              </Button>
            )}
            {hasFee && isPaid && signup.fee.method !== 'app' && (
              <Button
                size="md"
                variant="outline"
                flex={{ base: '1', sm: 'initial' }}
                aria-label={t('match-sessions:signups.undo_paid_for', { name })}
                onClick={() => onAsk({ kind: 'unpaid', signup })}
              >
                <Undo2 size={16} aria-hidden="true" />
                {t('match-sessions:signups.undo_paid')}
              </Button>
            )}
            <Button
              size="md"
              variant="outline"
              colorPalette="red"
              flex={{ base: '1', sm: 'initial' }}
              aria-label={t('match-sessions:signups.cancel_signup_for', { name })}
              onClick={() => onAsk({ kind: 'cancel', signup })}
            >
              <UserX size={16} aria-hidden="true" />
              {t('match-sessions:signups.cancel_signup')}
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
