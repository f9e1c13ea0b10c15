import { Box, Button, Code, Collapsible } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';

/** A value as indented JSON text; a string that holds JSON is shown parsed. */
export function toJsonText(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2) ?? '';
}

/** The button of a folded part: a chevron that turns, "Show …" or "Hide …". */
export function FoldTrigger({
  open,
  showLabel,
  hideLabel,
}: {
  open: boolean;
  showLabel: string;
  hideLabel: string;
}) {
  return (
    <Collapsible.Trigger asChild>
      <Button size="xs" variant="ghost" px="1">
        <Box
          as="span"
          display="inline-flex"
          transform={open ? 'rotate(90deg)' : undefined}
          transition="transform 0.15s"
        >
          <ChevronRight size={14} aria-hidden="true" />
        </Box>
        {open ? hideLabel : showLabel}
      </Button>
    </Collapsible.Trigger>
  );
}

/** Raw data (a gateway's answer, a payload) folded behind a button, scrolling rather than stretching a phone's page. */
export function JsonView({
  value,
  showLabel,
  hideLabel,
  defaultOpen = false,
}: {
  value: unknown;
  showLabel: string;
  hideLabel: string;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={(event) => setOpen(event.open)}>
      <FoldTrigger open={open} showLabel={showLabel} hideLabel={hideLabel} />
      <Collapsible.Content>
        <Box mt="2" maxH="80" overflow="auto" borderWidth="1px" borderRadius="md" bg="bg.subtle">
          <Code as="pre" display="block" whiteSpace="pre" fontSize="xs" p="3" bg="transparent">
            {toJsonText(value)}
          </Code>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
