import { List, Text } from '@chakra-ui/react';
import type { MyRegistration } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/money';
import { entryOutstanding, type OutstandingStep } from './entry-outstanding';

/** The sentence for one step; the fee after other steps waits for them. */
function useStepText(entry: MyRegistration) {
  const { t, i18n } = useTranslation('tournaments');
  const { tournament } = entry;
  const amount =
    tournament.entry_fee === null
      ? ''
      : formatMoney(tournament.entry_fee, tournament.currency, i18n.language);
  return (step: OutstandingStep, isFirst: boolean): string => {
    switch (step) {
      case 'waitlist':
        return t('tournaments:mine.next_waitlist', { position: entry.waitlist_position ?? 1 });
      case 'partner':
        return t('tournaments:mine.next_partner', { name: entry.partner?.name ?? '' });
      case 'approval':
        return t('tournaments:mine.next_approval');
      case 'fee':
        return isFirst
          ? t('tournaments:mine.next_fee', { amount })
          : t('tournaments:mine.next_fee_later', { amount });
      case 'ready':
        return t('tournaments:mine.next_ready');
    }
  };
}

/**
 * What the player's entry still waits for, as the registration's answer tells it (every step, in
 * order) or as a card recalls it (`first`: the next one only).
 */
export function OutstandingSteps({ entry, first = false }: { entry: MyRegistration; first?: boolean }) {
  const { t } = useTranslation('tournaments');
  const text = useStepText(entry);
  const steps = entryOutstanding(entry);
  if (steps.length === 0) return null;
  if (first)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('tournaments:mine.next', { step: text(steps[0] as OutstandingStep, true) })}
      </Text>
    );
  return (
    <List.Root as="ol" ps="5" gap="1.5" aria-label={t('tournaments:mine.next_title')}>
      {steps.map((step, index) => (
        <List.Item key={step}>{text(step, index === 0)}</List.Item>
      ))}
    </List.Root>
  );
}
