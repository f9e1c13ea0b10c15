import {
  Alert,
  Box,
  Button,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { ChevronRight, CreditCard, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';

function PaymentLinkCard({
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

/**
 * /configurations/payment-gateway: the gateways and the payment settings live in the payments
 * module (they need payment.gateway.view there); this page leads to them.
 */
export default function PaymentGatewayPage() {
  const { t } = useTranslation(['configurations', 'payments', 'ui']);
  const { can } = useAuth();
  const canOpen = can('payment.gateway.view');
  return (
    <>
      <PageHeader
        title={t('configurations:payment.title')}
        description={t('payments:configuration.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('configurations:title'), to: '/configurations' },
          { label: t('configurations:payment.title') },
        ]}
      />
      <Stack gap="4" maxW="4xl">
        {canOpen ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <PaymentLinkCard
              to="/payments/gateways"
              icon={CreditCard}
              title={t('payments:gateways.title')}
              description={t('payments:configuration.gateways_card')}
            />
            <PaymentLinkCard
              to="/payments/settings"
              icon={SlidersHorizontal}
              title={t('payments:settings.title')}
              description={t('payments:configuration.settings_card')}
            />
          </SimpleGrid>
        ) : (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>{t('payments:configuration.no_access')}</Alert.Description>
          </Alert.Root>
        )}
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to="/configurations">{t('configurations:payment.back')}</RouterLink>
        </Button>
      </Stack>
    </>
  );
}
