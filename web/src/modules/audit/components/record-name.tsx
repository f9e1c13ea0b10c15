import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface RecordNameProps {
  /** The kind of record, in words ("Match"). */
  model: string;
  /** Its name ("Giải mở rộng Hà Nội"), or its number when it has none. */
  name: string;
  /** Its page, when the viewer may open it. */
  to: string | null;
  /** Called when the link is followed (a dialog closes). */
  onNavigate?: () => void;
}

/** What an audit record is about: its kind above its name, the name a link to its page. */
export function RecordName({ model, name, to, onNavigate }: RecordNameProps) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {model}
      </Text>
      {name !== '' &&
        (to ? (
          <Link asChild variant="underline" fontWeight="medium">
            <RouterLink
              to={to}
              onClick={(event) => {
                // Inside a clickable row: follow the link, do not open the row's details.
                event.stopPropagation();
                onNavigate?.();
              }}
            >
              {name}
            </RouterLink>
          </Link>
        ) : (
          <Text fontWeight="medium">{name}</Text>
        ))}
    </Stack>
  );
}
