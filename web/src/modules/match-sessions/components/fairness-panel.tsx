import { HStack, List, Stack, Text } from '@chakra-ui/react';
import type { Fairness, MatchSessionType } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { explainFairness } from './fairness-explanation';
import { FairnessBadge } from './session-badges';

/** The fairness score, its label as a coloured badge, and in plain words what it means and what cost points. */
export function FairnessSummary({ fairness, type }: { fairness: Fairness; type: MatchSessionType }) {
  const { t } = useTranslation('match-sessions');
  const [meaning, ...causes] = explainFairness(fairness, type);
  return (
    <Stack gap="2">
      <HStack gap="2" flexWrap="wrap">
        <FairnessBadge label={fairness.label} score={fairness.score} size="lg" />
      </HStack>
      {meaning && <Text fontSize="sm">{t(meaning.key, meaning.values)}</Text>}
      {causes.length > 0 && (
        <List.Root ps="5" gap="1" fontSize="sm" color="fg.muted">
          {causes.map((line) => (
            <List.Item key={line.key}>{t(line.key, line.values)}</List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
