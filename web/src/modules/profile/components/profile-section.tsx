import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled card of the profile form (a fieldset, so its fields are grouped for screen readers). */
export function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  /** The anchor the completion indicator links to. */
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="fieldset"
      id={id}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      minW="0"
      scrollMarginTop="20"
    >
      <Heading as="legend" size="md" float="left" width="full" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description && (
        <Text fontSize="sm" color="fg.muted" mb="4" clear="both">
          {description}
        </Text>
      )}
      <Stack gap="5" clear="both">
        {children}
      </Stack>
    </Box>
  );
}
