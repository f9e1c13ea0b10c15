import { Field, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { type CourtImportOptions, IMPORT_MODES, type ImportMode } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';

const MODE_LABELS: Record<ImportMode, { label: string; help: string }> = {
  skip_duplicates: {
    label: 'courts:import_page.mode_skip_duplicates',
    help: 'courts:import_page.mode_skip_duplicates_help',
  },
  update_existing: {
    label: 'courts:import_page.mode_update_existing',
    help: 'courts:import_page.mode_update_existing_help',
  },
  create_only: {
    label: 'courts:import_page.mode_create_only',
    help: 'courts:import_page.mode_create_only_help',
  },
};

/** How duplicates are handled (SPEC §2: skip duplicates, update existing, create only) and address checking. */
export function ImportOptions({
  value,
  onChange,
  disabled,
}: {
  value: CourtImportOptions;
  onChange: (value: CourtImportOptions) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('courts');
  return (
    <Stack gap="5">
      <RadioGroup.Root
        value={value.mode}
        onValueChange={(event) => {
          const mode = IMPORT_MODES.find((candidate) => candidate === event.value);
          if (mode) onChange({ ...value, mode });
        }}
        disabled={disabled}
        aria-labelledby="import-mode-label"
      >
        <Text id="import-mode-label" fontWeight="medium" fontSize="sm" mb="2">
          {t('courts:import_page.mode_label')}
        </Text>
        <Stack gap="3">
          {IMPORT_MODES.map((mode) => (
            <RadioGroup.Item key={mode} value={mode} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <RadioGroup.ItemText>
                <Text as="span" display="block" fontWeight="medium">
                  {t(MODE_LABELS[mode].label)}
                </Text>
                <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                  {t(MODE_LABELS[mode].help)}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Field.Root disabled={disabled}>
        <Switch.Root
          checked={value.auto_validate_addresses}
          onCheckedChange={(event) => onChange({ ...value, auto_validate_addresses: event.checked })}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('courts:import_page.auto_validate')}</Switch.Label>
        </Switch.Root>
        <Field.HelperText>{t('courts:import_page.auto_validate_help')}</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
