import { Box, Button, Heading, HStack, Progress, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type ProfileCompletionField, useProfileCompletion } from '../api/get-profile-completion';
import { COMPLETION_FIELD_KEYS } from './profile-labels';

export interface CompletionCardProps {
  /** Takes the user to a missing field (scrolls to it and focuses it). */
  onGoToField: (field: ProfileCompletionField) => void;
}

/** How complete the profile is (GET /profile/completion), and a link to each field still missing. */
export function CompletionCard({ onGoToField }: CompletionCardProps) {
  const { t } = useTranslation('profile');
  const completion = useProfileCompletion();
  const data = completion.data?.data;
  return (
    <Box
      as="section"
      aria-labelledby="profile-completion-title"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" size="sm" id="profile-completion-title" mb="3">
        {t('profile:completion.title')}
      </Heading>
      {completion.isError ? (
        <HStack gap="3" role="alert">
          <Text fontSize="sm" color="fg.error">
            {t('profile:completion.load_failed')}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void completion.refetch()}>
            {t('profile:retry')}
          </Button>
        </HStack>
      ) : !data ? (
        <Skeleton height="10" />
      ) : (
        <Stack gap="3">
          <Progress.Root
            value={data.percent}
            colorPalette={data.percent === 100 ? 'green' : 'blue'}
            size="md"
            aria-label={t('profile:completion.title')}
          >
            <HStack gap="3">
              <Progress.Track flex="1">
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText minW="10" textAlign="end">
                {t('profile:completion.percent', { percent: data.percent })}
              </Progress.ValueText>
            </HStack>
          </Progress.Root>
          {data.missing.length === 0 ? (
            <HStack gap="2" color="fg.success">
              <CircleCheck size={16} aria-hidden="true" />
              <Text fontSize="sm">{t('profile:completion.complete')}</Text>
            </HStack>
          ) : (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {t('profile:completion.missing', { count: data.missing.length })}
              </Text>
              <Wrap gap="2" as="ul" listStyleType="none">
                {data.missing.map((field) => (
                  <li key={field}>
                    <Button size="xs" variant="outline" onClick={() => onGoToField(field)}>
                      {t(COMPLETION_FIELD_KEYS[field])}
                    </Button>
                  </li>
                ))}
              </Wrap>
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}
