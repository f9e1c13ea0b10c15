import { Box, DataList, Heading, HStack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/** A titled panel of a detail page. */
export function DetailPanel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  // Named by its heading: a landmark a screen reader can jump to (History, Refunds…).
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      minW="0"
    >
      <HStack justify="space-between" align="flex-start" gap="3" mb="4" flexWrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Box>
  );
}

/** One "label: value" line of a panel's DataList. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
