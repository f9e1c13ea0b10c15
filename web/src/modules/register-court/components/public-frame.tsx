import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';
import { LanguageSwitch } from '../../../components/ui/language-switch';

/**
 * The public registration pages' frame: no sign-in and no dashboard, the product's mark, a
 * language switch, and the page's heading. Sets the window title while shown.
 */
export function PublicFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('court-requests');
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${t('court-requests:public.brand')}`;
    return () => {
      document.title = previous;
    };
  }, [title, t]);
  return (
    <Box minH="100dvh" bg="bg.subtle" display="flex" flexDirection="column">
      <Box as="header" bg="bg.panel" borderBottomWidth="1px">
        <Box maxW="4xl" mx="auto" py="3" px={{ base: '4', md: '6' }}>
          <HStack justify="space-between" gap="3">
            <HStack gap="2.5">
              <BrandMark />
              <Text fontWeight="bold" letterSpacing="tight">
                {t('court-requests:public.brand')}
              </Text>
            </HStack>
            <LanguageSwitch size="sm" />
          </HStack>
        </Box>
      </Box>
      <Box
        as="main"
        maxW="4xl"
        width="full"
        mx="auto"
        flex="1"
        py={{ base: '5', md: '8' }}
        px={{ base: '4', md: '6' }}
      >
        <Stack gap="2" mb={{ base: '5', md: '6' }}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Box>
    </Box>
  );
}
