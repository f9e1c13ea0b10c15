import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A titled panel of a long form (an h2, a muted description, its fields stacked), with an optional
 * control at the end of its title (a view switch).
 */
export function FormSection({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap" mb={description ? '1' : '4'}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {action}
      </HStack>
      {description && (
        <Text fontSize="sm" color="fg.muted" mb="4">
          {description}
        </Text>
      )}
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}
