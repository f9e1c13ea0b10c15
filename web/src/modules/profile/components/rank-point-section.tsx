import { Field, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { RANKPOINT_TYPES } from '@pickleball/domain';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { SelectField } from '../../../components/form/select-field';
import { DecimalField } from './decimal-field';
import type { ProfileFormValues } from './profile-form-values';
import { RANKPOINT_TYPE_KEYS } from './profile-labels';
import { ProfileSection } from './profile-section';

/**
 * One point (single or double): a switch, and the rating box while it is on. The point's error
 * shows under the switch when the box is hidden (SPEC §5: 'Enable at least one…').
 */
function PointSwitch({ kind }: { kind: 'single' | 'double' }) {
  const { t } = useTranslation('profile');
  const { control, formState, trigger } = useFormContext<ProfileFormValues>();
  const enabledName = kind === 'single' ? 'single_enabled' : 'double_enabled';
  const pointName = kind === 'single' ? 'single_point' : 'double_point';
  const { field } = useController({ control, name: enabledName });
  const error = useFieldError(pointName);
  const isOn = field.value === true;
  const label = kind === 'single' ? t('profile:fields.single_point') : t('profile:fields.double_point');
  return (
    <Stack gap="3">
      <Field.Root invalid={Boolean(error) && !isOn}>
        <Switch.Root
          name={field.name}
          checked={isOn}
          onCheckedChange={(event) => {
            field.onChange(event.checked);
            // Once the form was checked, the "at least one" rule follows the switches at once.
            if (formState.isSubmitted) void trigger(['single_point', 'double_point']);
          }}
        >
          <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>
            {kind === 'single' ? t('profile:fields.single_enabled') : t('profile:fields.double_enabled')}
          </Switch.Label>
        </Switch.Root>
        {error && !isOn && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      {isOn && (
        <DecimalField<ProfileFormValues>
          name={pointName}
          label={label}
          helperText={t('profile:fields.point_help')}
          placeholder="3.500"
          autoFocus={formState.isDirty}
          required
        />
      )}
    </Stack>
  );
}

/** The player's self-declared level: type (beginner, intermediate, advanced) and single/double points. */
export function RankPointSection() {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection
      id="profile-rank"
      title={t('profile:sections.rank')}
      description={t('profile:sections.rank_help')}
    >
      <SelectField<ProfileFormValues>
        name="rankpoint_type"
        label={t('profile:fields.rankpoint_type')}
        placeholder={t('profile:fields.rankpoint_type_placeholder')}
        options={RANKPOINT_TYPES.map((value) => ({ value, label: t(RANKPOINT_TYPE_KEYS[value]) }))}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <PointSwitch kind="single" />
        <PointSwitch kind="double" />
      </SimpleGrid>
    </ProfileSection>
  );
}
