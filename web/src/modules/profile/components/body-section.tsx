import { Badge, Box, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../lib/format';
import { DecimalField } from './decimal-field';
import { liveBmi, type ProfileFormValues } from './profile-form-values';
import { BMI_CATEGORY_COLORS, BMI_CATEGORY_KEYS } from './profile-labels';
import { ProfileSection } from './profile-section';

/** The BMI and its category as the user types (WHO: < 18.5, < 25, < 30, above), announced politely. */
function BmiReadout() {
  const { t, i18n } = useTranslation('profile');
  const { control } = useFormContext<ProfileFormValues>();
  const [weight, height] = useWatch({ control, name: ['weight_kg', 'height_cm'] });
  const result = liveBmi(weight, height, i18n.language);
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle" aria-live="polite" aria-atomic="true">
      {result ? (
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="medium">
            {t('profile:bmi.value', {
              value: formatDecimal(result.bmi, i18n.language, 1),
            })}
          </Text>
          <Badge size="lg" colorPalette={BMI_CATEGORY_COLORS[result.category]}>
            {t(BMI_CATEGORY_KEYS[result.category])}
          </Badge>
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('profile:bmi.empty')}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted" mt="2">
        {t('profile:bmi.scale')}
      </Text>
    </Box>
  );
}

/** Weight and height, with the BMI computed live (never stored: the server computes it too). */
export function BodySection() {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection id="profile-body" title={t('profile:sections.body')}>
      <SimpleGrid columns={2} gap="5">
        <DecimalField<ProfileFormValues>
          name="weight_kg"
          label={t('profile:fields.weight_kg')}
          placeholder="65"
        />
        <DecimalField<ProfileFormValues>
          name="height_cm"
          label={t('profile:fields.height_cm')}
          placeholder="170"
        />
      </SimpleGrid>
      <BmiReadout />
    </ProfileSection>
  );
}
