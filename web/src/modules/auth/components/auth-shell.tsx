import { Box, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';
import { ColorModeButton } from '../../../components/ui/color-mode';
import { LanguageSwitch } from '../../../components/ui/language-switch';

/** The frame of the sign-in pages: the product, the language and colour switches, one card. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Flex minH="100dvh" direction="column" bg="bg.subtle">
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4">
        <HStack gap="2.5">
          <BrandMark size={32} />
          <Text fontWeight="bold">{t('brand')}</Text>
        </HStack>
        <HStack gap="2">
          <LanguageSwitch />
          <ColorModeButton aria-label={t('color_mode')} />
        </HStack>
      </Flex>
      <Flex
        as="main"
        flex="1"
        align={{ base: 'flex-start', sm: 'center' }}
        justify="center"
        px="4"
        pb="12"
        pt={{ base: '4', sm: '0' }}
      >
        <Card.Root width="full" maxW="md" variant="elevated">
          <Card.Body p={{ base: '6', md: '8' }}>
            <Stack gap="6">
              <Stack gap="1">
                <Heading as="h1" size="2xl">
                  {title}
                </Heading>
                {subtitle && <Text color="fg.muted">{subtitle}</Text>}
              </Stack>
              {children}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Flex>
      {footer && (
        <Box as="footer" textAlign="center" pb="6" color="fg.muted" fontSize="sm">
          {footer}
        </Box>
      )}
    </Flex>
  );
}
