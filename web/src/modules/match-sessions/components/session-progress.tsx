import { Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Matches played of the total, as a bar and in words ("3 of 9 played"). */
export function SessionProgress({ played, total }: { played: number; total: number }) {
  const { t } = useTranslation('match-sessions');
  const text = t('match-sessions:progress.played_of', { played, total });
  return (
    <Stack gap="1" minW="28">
      <Progress.Root
        value={total === 0 ? 0 : Math.round((played / total) * 100)}
        size="xs"
        colorPalette="green"
        aria-label={text}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {text}
      </Text>
    </Stack>
  );
}
