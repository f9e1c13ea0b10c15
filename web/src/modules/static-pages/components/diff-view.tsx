import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { StaticPageDiff } from '@pickleball/domain';
import { ChevronsUpDown } from 'lucide-react';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DiffLine, diffSign, foldDiff, isSameText } from './diff-lines';

/** One line: its sign (+, −) in a column of its own, the text struck or inserted, and words for screen readers. */
function DiffRow({ line }: { line: DiffLine }) {
  const { t } = useTranslation('static-pages');
  const isAdded = line.kind === 'added';
  const isRemoved = line.kind === 'removed';
  return (
    <HStack
      as="li"
      gap="0"
      align="stretch"
      bg={isAdded ? 'green.subtle' : isRemoved ? 'red.subtle' : undefined}
      color={isAdded ? 'green.fg' : isRemoved ? 'red.fg' : 'fg'}
      borderInlineStartWidth="3px"
      borderInlineStartColor={isAdded ? 'green.solid' : isRemoved ? 'red.solid' : 'transparent'}
    >
      <Box
        aria-hidden="true"
        flexShrink={0}
        width="7"
        textAlign="center"
        fontFamily="mono"
        fontWeight="bold"
        userSelect="none"
      >
        {diffSign(line.kind)}
      </Box>
      <Box
        as={isAdded ? 'ins' : isRemoved ? 'del' : 'span'}
        flex="1"
        minW="0"
        py="0.5"
        pe="2"
        textDecoration={isRemoved ? 'line-through' : 'none'}
        textDecorationColor="red.muted"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        {isAdded && <Text as="span" srOnly>{`${t('static-pages:diff.added_line')}: `}</Text>}
        {isRemoved && <Text as="span" srOnly>{`${t('static-pages:diff.removed_line')}: `}</Text>}
        {line.text}
      </Box>
    </HStack>
  );
}

/** The diff of two sides of a page: changed lines with a little context, the rest folded on request. */
export function DiffView({ diff }: { diff: StaticPageDiff }) {
  const { t } = useTranslation('static-pages');
  const blocks = useMemo(() => foldDiff(diff.lines), [diff.lines]);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const isTitleChanged = diff.from.title !== diff.to.title;
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap" aria-live="polite">
        <Badge colorPalette="green" variant="subtle">
          + {t('static-pages:diff.added', { count: diff.added })}
        </Badge>
        <Badge colorPalette="red" variant="subtle">
          − {t('static-pages:diff.removed', { count: diff.removed })}
        </Badge>
      </HStack>
      {isTitleChanged && (
        <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" borderRadius="md" overflow="hidden">
          <DiffRow
            line={{ kind: 'removed', text: `${t('static-pages:fields.title')}: ${diff.from.title}` }}
          />
          <DiffRow line={{ kind: 'added', text: `${t('static-pages:fields.title')}: ${diff.to.title}` }} />
        </Stack>
      )}
      {isSameText(diff) ? (
        <Text color="fg.muted" fontSize="sm">
          {t('static-pages:diff.no_changes')}
        </Text>
      ) : (
        <Box
          as="ol"
          listStyleType="none"
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          fontSize="sm"
          lineHeight="1.6"
          aria-label={t('static-pages:diff.lines_label')}
        >
          {blocks.map((block) =>
            block.kind === 'folded' && !opened.has(block.start) ? (
              <Box as="li" key={block.start} bg="bg.muted" borderYWidth="1px">
                <Button
                  size="xs"
                  variant="ghost"
                  width="full"
                  justifyContent="flex-start"
                  color="fg.muted"
                  onClick={() => setOpened((current) => new Set(current).add(block.start))}
                >
                  <ChevronsUpDown size={14} aria-hidden="true" />
                  {t('static-pages:diff.show_unchanged', { count: block.lines.length })}
                </Button>
              </Box>
            ) : (
              <Fragment key={block.start}>
                {block.lines.map((line, offset) => (
                  // Lines repeat (two empty table rows): a line's place in the fixed diff is its identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the diff does not change once loaded
                  <DiffRow key={offset} line={line} />
                ))}
              </Fragment>
            ),
          )}
        </Box>
      )}
    </Stack>
  );
}
