import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The frame of the 403, 404, "coming soon" and error pages. */
export function StatusPage({
  code,
  icon,
  title,
  description,
  actionLabel,
  actionTo,
  onAction,
  fullPage = false,
}: {
  code?: string;
  icon?: ReactNode;
  title: string;
  description: string;
  actionLabel?: string;
  actionTo?: string;
  onAction?: () => void;
  fullPage?: boolean;
}) {
  return (
    <Stack
      as={fullPage ? 'main' : 'div'}
      align="center"
      justify="center"
      textAlign="center"
      gap="4"
      px="6"
      py={{ base: '12', md: '20' }}
      minH={fullPage ? '100dvh' : undefined}
    >
      {icon && (
        <Stack
          aria-hidden="true"
          align="center"
          justify="center"
          boxSize="16"
          borderRadius="full"
          bg="blue.subtle"
          color="blue.fg"
          css={{ '& svg': { width: '8', height: '8' } }}
        >
          {icon}
        </Stack>
      )}
      {code && (
        <Text fontSize="5xl" fontWeight="bold" color="fg.muted" lineHeight="1">
          {code}
        </Text>
      )}
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {description}
      </Text>
      {actionLabel && actionTo && (
        <Button asChild colorPalette="blue" mt="2">
          <RouterLink to={actionTo}>{actionLabel}</RouterLink>
        </Button>
      )}
      {actionLabel && onAction && !actionTo && (
        <Button colorPalette="blue" mt="2" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </Stack>
  );
}
