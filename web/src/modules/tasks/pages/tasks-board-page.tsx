import {
  Alert,
  Badge,
  Box,
  Button,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { ListFilter, UserRound } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/filters/search-input';
import { PageHeader } from '../../../components/page-header';
import { RealtimeStatus } from '../../../components/realtime-status';
import { useAuth } from '../../../lib/auth';
import { type BoardFilter, isFiltering } from '../board/board-filter';
import { TaskBoard } from '../board/task-board';
import { useBoardMoves } from '../board/use-board-moves';
import { TaskViews } from '../components/task-views';

/**
 * /tasks/kanban: the board, live: other people's moves, new and edited cards show within a second.
 * On a phone the filters fold behind one button (CONVENTIONS §7), so the columns start near the top.
 */
export default function TasksBoardPage() {
  const { t } = useTranslation(['tasks', 'ui']);
  const { can, user } = useAuth();
  const { board, view, commit } = useBoardMoves();
  const [search, setSearch] = useState('');
  const [mine, setMine] = useState(false);
  const filter = useMemo<BoardFilter>(
    () => ({ search, assigneeId: mine && user ? user.id : null }),
    [search, mine, user],
  );
  const isNarrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersPanelId = useId();
  const activeFilterCount = (search.trim() ? 1 : 0) + (mine ? 1 : 0);
  const filters = (
    <>
      <Box flex={{ base: '1 1 100%', md: '0 1 20rem' }}>
        <SearchInput value={search} onChange={setSearch} placeholder={t('tasks:board.search_placeholder')} />
      </Box>
      <Button
        size="sm"
        variant={mine ? 'solid' : 'outline'}
        colorPalette={mine ? 'blue' : 'gray'}
        aria-pressed={mine}
        onClick={() => setMine((value) => !value)}
      >
        <UserRound size={14} aria-hidden="true" />
        {t('tasks:filters.mine')}
      </Button>
    </>
  );
  return (
    <Stack gap="4">
      <PageHeader
        title={t('tasks:board.title')}
        // On a phone the board itself says what it is: the sentence would push the columns down.
        description={isNarrow ? undefined : t('tasks:board.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('tasks:title'), to: '/tasks' },
          { label: t('tasks:board.title') },
        ]}
        actions={<TaskViews current="kanban" />}
      />
      <HStack gap="2" flexWrap="wrap">
        {isNarrow ? (
          <Button
            size="sm"
            variant={filtersOpen ? 'subtle' : 'outline'}
            aria-expanded={filtersOpen}
            aria-controls={filtersPanelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <ListFilter size={14} aria-hidden="true" />
            {t('ui:table.filters')}
            {activeFilterCount > 0 && (
              <>
                <Badge size="sm" colorPalette="blue" variant="solid" borderRadius="full">
                  {activeFilterCount}
                </Badge>
                <Box as="span" srOnly>
                  {t('ui:table.filters_active')}
                </Box>
              </>
            )}
          </Button>
        ) : (
          filters
        )}
        {isFiltering(filter) && (
          <Text fontSize="sm" color="fg.muted">
            {t('tasks:board.filtered')}
          </Text>
        )}
        <Box ms="auto">
          <RealtimeStatus variant="dot" />
        </Box>
        {isNarrow && (
          <HStack
            id={filtersPanelId}
            display={filtersOpen ? 'flex' : 'none'}
            gap="2"
            flexWrap="wrap"
            width="full"
            p="3"
            borderWidth="1px"
            borderRadius="md"
            bg="bg.subtle"
          >
            {filters}
          </HStack>
        )}
      </HStack>
      {board.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('tasks:board.load_failed')}</Alert.Title>
            <Alert.Description>{board.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void board.refetch()}>
            {t('ui:table.retry')}
          </Button>
        </Alert.Root>
      ) : board.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height="72" borderRadius="lg" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          {board.data?.data.length === 0 && (
            <Text color="fg.muted" fontSize="sm">
              {t('tasks:board.empty')}
            </Text>
          )}
          <TaskBoard
            view={view}
            filter={filter}
            canEdit={can('task.edit')}
            canCreate={can('task.create')}
            onMove={(move) => void commit(move)}
          />
        </>
      )}
    </Stack>
  );
}
