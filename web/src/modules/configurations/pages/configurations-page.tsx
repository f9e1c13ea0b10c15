import { Box, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { ChevronRight, CreditCard, Flame, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';

function ConfigurationCard({
  to,
  icon: Icon,
  title,
  description,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      _hover={{ borderColor: 'colorPalette.solid', shadow: 'sm' }}
      colorPalette="blue"
    >
      <HStack align="flex-start" gap="3">
        <Box bg="colorPalette.subtle" color="colorPalette.fg" borderRadius="md" p="2" aria-hidden="true">
          <Icon size={20} />
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h2" size="md">
            <LinkOverlay asChild>
              <RouterLink to={to}>{title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        <Box color="fg.muted" aria-hidden="true">
          <ChevronRight size={18} />
        </Box>
      </HStack>
    </LinkBox>
  );
}

/** /configurations: the system's outgoing services, one card each. */
export default function ConfigurationsPage() {
  const { t } = useTranslation(['configurations', 'ui']);
  return (
    <>
      <PageHeader
        title={t('configurations:title')}
        description={t('configurations:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('configurations:title') }]}
      />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" maxW="6xl">
        <ConfigurationCard
          to="/configurations/email"
          icon={Mail}
          title={t('configurations:email.title')}
          description={t('configurations:email.card')}
        />
        <ConfigurationCard
          to="/configurations/firebase"
          icon={Flame}
          title={t('configurations:firebase.title')}
          description={t('configurations:firebase.card')}
        />
        <ConfigurationCard
          to="/configurations/payment-gateway"
          icon={CreditCard}
          title={t('configurations:payment.title')}
          description={t('configurations:payment.card')}
        />
      </SimpleGrid>
    </>
  );
}
