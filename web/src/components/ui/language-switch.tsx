import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGES } from '../../lib/i18n';
import { LANGUAGE_NAMES } from '../../lib/language';

/** English / Tiếng Việt, remembered in the browser (SPEC §1). */

export function LanguageSwitch({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t, i18n } = useTranslation('layout');
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <NativeSelect.Root size={size} width="auto" variant="outline">
      <NativeSelect.Field
        aria-label={t('language.label')}
        value={current}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) void changeLanguage(next);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
