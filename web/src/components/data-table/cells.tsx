import { Badge, Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** A record's label over its technical name, with a badge for built-in records. */
export function NameCell({
  label,
  name,
  builtInLabel,
  minW = '40',
}: {
  /** What people read: the translated or display name. */
  label: string;
  /** The stable name, shown in monospace under the label. */
  name: string;
  /** When set, a badge with this text marks the record as built in. */
  builtInLabel?: string;
  minW?: string;
}) {
  return (
    <Box minW={minW}>
      <HStack gap="2">
        <Text fontWeight="medium">{label}</Text>
        {builtInLabel && (
          <Badge size="sm" variant="outline" colorPalette="purple">
            {builtInLabel}
          </Badge>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted" fontFamily="mono">
        {name}
      </Text>
    </Box>
  );
}

/** Free text clamped to two lines; a dash when empty. */
export function DescriptionCell({ text, minW = '40' }: { text: string | null; minW?: string }) {
  return (
    <Text lineClamp={2} minW={minW} color={text ? undefined : 'fg.muted'}>
      {text ?? '—'}
    </Text>
  );
}

/** Edit (a link) and delete (a callback) buttons of a row; each shown only when allowed. */
export function RowActions({
  editTo,
  editLabel,
  onDelete,
  deleteLabel,
}: {
  /** Where the edit button leads; no button without it. */
  editTo?: string;
  editLabel: string;
  /** Called by the delete button; no button without it. */
  onDelete?: () => void;
  deleteLabel: string;
}) {
  return (
    <HStack gap="1" justify="flex-end">
      {editTo && (
        <IconButton asChild size="xs" variant="ghost" aria-label={editLabel}>
          <RouterLink to={editTo}>
            <Pencil />
          </RouterLink>
        </IconButton>
      )}
      {onDelete && (
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={deleteLabel} onClick={onDelete}>
          <Trash2 />
        </IconButton>
      )}
    </HStack>
  );
}
