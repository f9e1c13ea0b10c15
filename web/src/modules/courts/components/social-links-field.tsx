import { Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { SOCIAL_PLATFORMS } from '@pickleball/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import type { CourtFieldValues } from './court-form-values';
import { SOCIAL_PLATFORM_NAMES } from './court-labels';

function SocialLinkRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('courts');
  const { register } = useFormContext<CourtFieldValues>();
  const platformError = useFieldError(`social_media.${index}.platform`);
  const urlError = useFieldError(`social_media.${index}.url`);
  const rowError = useFieldError(`social_media.${index}`);
  return (
    <Stack gap="1">
      <HStack gap="2" align="flex-start">
        <Field.Root invalid={Boolean(platformError)} width={{ base: '32', sm: '40' }} flexShrink={0}>
          <Field.Label srOnly>{t('courts:social.platform')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register(`social_media.${index}.platform`)}>
              {SOCIAL_PLATFORMS.map((platform) => (
                <option key={platform} value={platform}>
                  {SOCIAL_PLATFORM_NAMES[platform]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={Boolean(urlError)} flex="1" minW="0">
          <Field.Label srOnly>{t('courts:social.url')}</Field.Label>
          <Input
            size="sm"
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register(`social_media.${index}.url`)}
          />
          {urlError && <Field.ErrorText>{urlError}</Field.ErrorText>}
        </Field.Root>
        <IconButton size="sm" variant="ghost" aria-label={t('courts:social.remove')} onClick={onRemove}>
          <Trash2 />
        </IconButton>
      </HStack>
      {(platformError || rowError) && (
        <Text fontSize="sm" color="fg.error">
          {platformError ?? rowError}
        </Text>
      )}
    </Stack>
  );
}

/** The court's pages on social networks: one link per network, at most one of each. */
export function SocialLinksField() {
  const { t } = useTranslation('courts');
  const { control } = useFormContext<CourtFieldValues>();
  const links = useFieldArray({ control, name: 'social_media' });
  const current = useWatch({ control, name: 'social_media' }) ?? [];
  const listError = useFieldError('social_media');
  const unused = SOCIAL_PLATFORMS.filter((platform) => !current.some((link) => link?.platform === platform));
  return (
    <Stack gap="2" as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        {t('courts:fields.social_media')}
      </Text>
      {links.fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('courts:social.none')}
        </Text>
      )}
      {links.fields.map((field, index) => (
        <SocialLinkRow key={field.id} index={index} onRemove={() => links.remove(index)} />
      ))}
      {listError && (
        <Text fontSize="sm" color="fg.error">
          {listError}
        </Text>
      )}
      <Button
        size="xs"
        variant="outline"
        alignSelf="flex-start"
        disabled={unused.length === 0}
        onClick={() => links.append({ platform: unused[0] ?? 'facebook', url: '' })}
      >
        <Plus size={12} aria-hidden="true" />
        {t('courts:social.add')}
      </Button>
    </Stack>
  );
}
