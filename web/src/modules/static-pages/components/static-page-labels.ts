import {
  STATIC_PAGE_LANGUAGES,
  STATIC_PAGE_TYPES,
  type StaticPageLanguage,
  type StaticPageType,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Each type's name, as literal keys (the translation check finds them). */
const TYPE_LABELS: Record<StaticPageType, string> = {
  terms: 'static-pages:types.terms',
  privacy: 'static-pages:types.privacy',
};

/** The language a page is written in, named in the reader's language. */
const LANGUAGE_LABELS: Record<StaticPageLanguage, string> = {
  en: 'static-pages:languages.en',
  vi: 'static-pages:languages.vi',
};

/** A page's type, language and status, in the user's language, with the filters' choices. */
export function useStaticPageLabels() {
  const { t, i18n } = useTranslation('static-pages');
  const language = i18n.language;
  return useMemo(() => {
    void language;
    return {
      typeLabel: (type: StaticPageType) => t(TYPE_LABELS[type]),
      languageLabel: (pageLanguage: StaticPageLanguage) => t(LANGUAGE_LABELS[pageLanguage]),
      statusLabel: (isActive: boolean) =>
        isActive ? t('static-pages:status.active') : t('static-pages:status.inactive'),
      typeOptions: STATIC_PAGE_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) })),
      languageOptions: STATIC_PAGE_LANGUAGES.map((value) => ({ value, label: t(LANGUAGE_LABELS[value]) })),
      statusOptions: [
        { value: 'true', label: t('static-pages:status.active') },
        { value: 'false', label: t('static-pages:status.inactive') },
      ],
    };
  }, [t, language]);
}
