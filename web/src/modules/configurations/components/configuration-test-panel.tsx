import type { Configuration } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { TestPanel } from '../../../components/test-panel/test-panel';
import { useTestConfiguration } from '../api/test-configuration';

/**
 * A test message through the saved values, with the last result. Inside the page's form: with
 * unsaved changes (or nothing saved yet) it asks to save first, its button submitting the form.
 */
export function ConfigurationTestPanel({
  configuration,
  addressLabel,
  addressType,
}: {
  configuration: Configuration;
  addressLabel: string;
  addressType: 'email' | 'text';
}) {
  const { t } = useTranslation('configurations');
  const test = useTestConfiguration(configuration.key);
  return (
    <TestPanel
      lastTest={configuration.last_test}
      test={test}
      address={{ label: addressLabel, type: addressType }}
      mustSave={configuration.source !== 'saved'}
      saveFirst={{
        title: t('configurations:test.save_first'),
        help: t('configurations:test.save_first_help'),
      }}
    />
  );
}
