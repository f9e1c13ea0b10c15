import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Match } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { ConfirmationBadge } from './match-badges';

/** Each player's answer to the submitted result: pending, confirmed, or disputed with the reason. */
export function MatchConfirmations({ match }: { match: Match }) {
  const { t, i18n } = useTranslation('matches');
  const confirmed = match.confirmations.filter((confirmation) => confirmation.status === 'confirmed').length;
  return (
    <Box
      as="section"
      aria-labelledby="confirmations-title"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <HStack justify="space-between" mb="4" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md" id="confirmations-title">
          {t('matches:detail.confirmations')}
        </Heading>
        {match.confirmations.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('matches:detail.confirmed_count', { count: confirmed, total: match.confirmations.length })}
          </Text>
        )}
      </HStack>
      {match.confirmations.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('matches:detail.no_confirmations')}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {match.confirmations.map((confirmation) => (
            <Stack
              as="li"
              key={confirmation.player.id}
              gap="1"
              borderBottomWidth="1px"
              pb="3"
              _last={{ borderBottomWidth: 0, pb: 0 }}
            >
              <HStack justify="space-between" gap="3">
                <Box minW="0">
                  <Text fontWeight="medium" truncate>
                    {confirmation.player.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('matches:team_n', { number: confirmation.team })}
                    {confirmation.responded_at &&
                      ` · ${formatDateTime(confirmation.responded_at, i18n.language)}`}
                  </Text>
                </Box>
                <ConfirmationBadge status={confirmation.status} />
              </HStack>
              {confirmation.reason && (
                <Text fontSize="sm" color="fg.muted" fontStyle="italic">
                  “{confirmation.reason}”
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
