import { Box, Heading, HStack, Progress, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { type ReactNode, type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useImportProgress } from '../api/get-import-progress';

/** The pieces of the court import page (pages/court-import-page): its numbered steps, totals and progress. */

/** One numbered step of the page, a section named by its heading. */
export function ImportStep({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={`import-step-${number}`}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <HStack gap="3" mb="4">
        <Box
          aria-hidden="true"
          bg="blue.solid"
          color="blue.contrast"
          borderRadius="full"
          boxSize="7"
          display="grid"
          placeItems="center"
          fontWeight="bold"
          fontSize="sm"
          flexShrink={0}
        >
          {number}
        </Box>
        <Heading as="h2" size="md" id={`import-step-${number}`}>
          {title}
        </Heading>
      </HStack>
      {children}
    </Box>
  );
}

/** Brings what just appeared (progress, preview, result) into view: the buttons are at the foot of a long page. */
export function useRevealOnChange(ref: RefObject<HTMLElement | null>, trigger: unknown) {
  useEffect(() => {
    if (trigger) ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [ref, trigger]);
}

export function ImportTotals({
  items,
}: {
  items: { id: string; label: string; value: number; color: string }[];
}) {
  const { i18n } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 2, md: items.length }} gap="3">
      {items.map((item) => (
        <Stat.Root
          key={item.id}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          size="sm"
          colorPalette={item.color}
        >
          <Stat.Label>{item.label}</Stat.Label>
          <Stat.ValueText color="colorPalette.fg">{formatNumber(item.value, i18n.language)}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/** The progress of a running import: rows written out of rows to write, live from the server. */
export function ImportProgressBar() {
  const { t, i18n } = useTranslation('courts');
  const progress = useImportProgress().data;
  const locale = i18n.language;
  return (
    <Stack gap="2" role="status" aria-live="polite">
      <Progress.Root
        value={progress && progress.total > 0 ? progress.done : null}
        max={progress?.total && progress.total > 0 ? progress.total : 100}
        colorPalette="blue"
        size="lg"
        striped
        animated
      >
        <Progress.Label srOnly>{t('courts:import_page.importing')}</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted">
        {progress
          ? t('courts:import_page.progress', {
              count: progress.total,
              done: formatNumber(progress.done, locale),
              total: formatNumber(progress.total, locale),
            })
          : t('courts:import_page.reading')}
      </Text>
    </Stack>
  );
}
