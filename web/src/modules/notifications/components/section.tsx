import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled panel of a form. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description && (
        <Text fontSize="sm" color="fg.muted" mb="4">
          {description}
        </Text>
      )}
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}
