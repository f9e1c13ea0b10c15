import { Box, Button, HStack, SimpleGrid, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import type { StaticPage, StaticPageType } from '@pickleball/domain';
import { Eye, type LucideIcon, PencilLine, Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type FieldValues, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Form } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SelectField } from '../../../components/form/select-field';
import { SwitchField } from '../../../components/form/switch-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { ContentField } from './content-field';
import { LivePreview } from './live-preview';
import { type StaticPageFormValues, staticPageFormDefaults, suggestKey } from './static-page-form-values';
import { useStaticPageLabels } from './static-page-labels';

/** On a new page, the key follows the type (terms, privacy) until the author types their own. */
function KeySuggestion() {
  const { control, getValues, setValue } = useFormContext<StaticPageFormValues>();
  const type = useWatch({ control, name: 'type' });
  const previousType = useRef<StaticPageType>(type);
  useEffect(() => {
    if (type === previousType.current) return;
    const suggestion = suggestKey(type, previousType.current, getValues('key'));
    previousType.current = type;
    if (suggestion !== null) setValue('key', suggestion, { shouldDirty: true, shouldValidate: true });
  }, [type, getValues, setValue]);
  return null;
}

/** Editor and preview side by side on a laptop; "Write" and "Preview" tabs on a phone. */
function ContentAndPreview() {
  const { t } = useTranslation('static-pages');
  const isWide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  if (isWide)
    return (
      <SimpleGrid columns={2} gap="6" alignItems="start">
        <ContentField />
        {/* Follows the author down a long page, under the app's header. */}
        <Stack gap="1.5" minW="0" position="sticky" top="20">
          <Text fontWeight="medium" fontSize="sm">
            {t('static-pages:preview.title')}
          </Text>
          <LivePreview maxH="calc(100dvh - 12rem)" />
        </Stack>
      </SimpleGrid>
    );
  return <WriteAndPreviewTabs />;
}

type Pane = 'write' | 'preview';
const PANES: readonly Pane[] = ['write', 'preview'];

/**
 * "Write" and "Preview" as tabs on a phone (WAI-ARIA tabs: arrow keys move between them). Drawn
 * with buttons: the app's theme has no tabs recipe. The editor stays mounted behind the preview,
 * so its undo history and cursor survive a look at the preview.
 */
function WriteAndPreviewTabs() {
  const { t } = useTranslation('static-pages');
  const id = useId();
  const [pane, setPane] = useState<Pane>('write');
  const tabRefs = useRef<Record<Pane, HTMLButtonElement | null>>({ write: null, preview: null });
  const labels: Record<Pane, { label: string; icon: LucideIcon }> = {
    write: { label: t('static-pages:form.write_tab'), icon: PencilLine },
    preview: { label: t('static-pages:preview.title'), icon: Eye },
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = pane === 'write' ? 'preview' : 'write';
    setPane(next);
    tabRefs.current[next]?.focus();
  };
  return (
    <Stack gap="4">
      <HStack role="tablist" gap="1" p="1" bg="bg.muted" borderRadius="md" onKeyDown={handleKeyDown}>
        {PANES.map((name) => {
          const { label, icon: Icon } = labels[name];
          const isSelected = pane === name;
          return (
            <Button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              role="tab"
              id={`${id}-${name}-tab`}
              aria-selected={isSelected}
              aria-controls={`${id}-${name}-panel`}
              tabIndex={isSelected ? 0 : -1}
              flex="1"
              size="sm"
              variant={isSelected ? 'outline' : 'ghost'}
              bg={isSelected ? 'bg.panel' : undefined}
              onClick={() => setPane(name)}
            >
              <Icon size={16} aria-hidden="true" />
              {label}
            </Button>
          );
        })}
      </HStack>
      {PANES.map((name) => (
        <Box
          key={name}
          role="tabpanel"
          id={`${id}-${name}-panel`}
          aria-labelledby={`${id}-${name}-tab`}
          hidden={pane !== name}
        >
          {name === 'write' ? <ContentField /> : <LivePreview />}
        </Box>
      ))}
    </Stack>
  );
}

type SaveAction = 'draft' | 'publish';

/** Cancel, "Save draft" and "Publish" (asked first), kept at hand at the bottom of the screen. */
function FormButtons({
  page,
  onCancel,
  onPublishAsked,
  action,
  setAction,
  saveRef,
}: {
  page?: StaticPage;
  onCancel: () => void;
  onPublishAsked: () => void;
  action: SaveAction;
  setAction: (action: SaveAction) => void;
  saveRef: React.RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation(['static-pages', 'ui']);
  const { isSubmitting, isDirty } = useFormState<StaticPageFormValues>();
  // Nothing new to publish: the form is as saved and the saved draft is what the public reads.
  const isPublished = page !== undefined && page.published !== null && !page.has_unpublished_changes;
  return (
    <HStack
      gap="3"
      justify="flex-end"
      flexWrap="wrap"
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="bg"
      py="3"
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
      borderTopWidth={{ base: '1px', md: '0' }}
    >
      <Button variant="ghost" onClick={onCancel} me="auto">
        {t('ui:form.cancel')}
      </Button>
      <Button
        ref={saveRef}
        type="submit"
        variant="outline"
        loading={isSubmitting && action === 'draft'}
        disabled={isSubmitting && action !== 'draft'}
        loadingText={t('ui:form.saving')}
        onClick={() => setAction('draft')}
      >
        {t('static-pages:actions.save_draft')}
      </Button>
      <Button
        colorPalette="blue"
        loading={isSubmitting && action === 'publish'}
        disabled={(isSubmitting && action !== 'publish') || (isPublished && !isDirty)}
        loadingText={t('static-pages:actions.publishing')}
        onClick={onPublishAsked}
      >
        <Send size={16} aria-hidden="true" />
        {t('static-pages:actions.publish')}
      </Button>
    </HStack>
  );
}

export interface StaticPageFormProps<Out extends FieldValues> {
  /** The page to edit; a new page without it (type and language are fixed on an existing one). */
  page?: StaticPage;
  /** The create or draft schema (static-page-form-values): what the form checks and sends. */
  schema: z.ZodType<Out, StaticPageFormValues>;
  label: string;
  /** Saves the draft (and publishes it when asked); rejects with the API's error (a 422 lands on its field). */
  onSave: (values: Out, publish: boolean) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The static page form: what the page is (type and language, fixed once created; its key and
 * title; whether the public may see it), its text in a rich-text editor with the public's view
 * beside it, and two ways to save: a draft the public does not see, or published (asked first).
 */
export function StaticPageForm<Out extends FieldValues>({
  page,
  schema,
  label,
  onSave,
  onCancel,
}: StaticPageFormProps<Out>) {
  const { t, i18n } = useTranslation(['static-pages', 'ui']);
  const labels = useStaticPageLabels();
  const isEdit = page !== undefined;
  const form = useZodForm<StaticPageFormValues, Out>(schema, {
    defaultValues: staticPageFormDefaults(page, i18n.language),
    mode: 'onTouched',
  });
  const [action, setAction] = useState<SaveAction>('draft');
  const [isConfirming, setIsConfirming] = useState(false);
  // The button that started the submit; read (and reset) by the submit itself.
  const publishRef = useRef(false);
  const saveRef = useRef<HTMLButtonElement>(null);
  const isActive = useWatch({ control: form.control, name: 'is_active' });

  const submitAs = (next: SaveAction) => {
    publishRef.current = next === 'publish';
    setAction(next);
    saveRef.current?.form?.requestSubmit();
  };

  const askToPublish = async () => {
    // A form with mistakes shows them (through a normal submit, which stops at the schema) rather than asking.
    if (await form.trigger()) setIsConfirming(true);
    else submitAs('draft');
  };

  return (
    <>
      <Form
        warnOnLeave
        form={form}
        aria-label={label}
        gap="6"
        onSubmit={async (values) => {
          const publish = publishRef.current;
          publishRef.current = false;
          await onSave(values, publish);
        }}
      >
        {!isEdit && <KeySuggestion />}
        <FormSection
          title={t('static-pages:form.about')}
          description={isEdit ? t('static-pages:form.fixed_note') : undefined}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <SelectField<StaticPageFormValues>
              name="type"
              label={t('static-pages:fields.type')}
              options={labels.typeOptions}
              disabled={isEdit}
              helperText={isEdit ? undefined : t('static-pages:form.type_help')}
            />
            <SelectField<StaticPageFormValues>
              name="language"
              label={t('static-pages:fields.language')}
              options={labels.languageOptions}
              disabled={isEdit}
              helperText={isEdit ? undefined : t('static-pages:form.language_help')}
            />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField<StaticPageFormValues>
              name="key"
              label={t('static-pages:fields.key')}
              helperText={t('static-pages:form.key_help')}
              required
              lowercase
              autoComplete="off"
              maxLength={100}
            />
            <TextField<StaticPageFormValues>
              name="title"
              label={t('static-pages:fields.title')}
              required
              maxLength={200}
            />
          </SimpleGrid>
          <SwitchField<StaticPageFormValues>
            name="is_active"
            label={t('static-pages:form.is_active')}
            helperText={t('static-pages:form.is_active_help')}
          />
        </FormSection>
        <FormSection
          title={t('static-pages:fields.content')}
          description={t('static-pages:form.content_description')}
        >
          <ContentAndPreview />
        </FormSection>
        <FormButtons
          page={page}
          onCancel={onCancel}
          onPublishAsked={() => void askToPublish()}
          action={action}
          setAction={(next) => {
            publishRef.current = next === 'publish';
            setAction(next);
          }}
          saveRef={saveRef}
        />
      </Form>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        destructive={false}
        title={t('static-pages:publish.title')}
        description={
          <Box>
            <Text>{t('static-pages:publish.description')}</Text>
            {!isActive && (
              <Text mt="2" color="fg.warning">
                {t('static-pages:publish.inactive_note')}
              </Text>
            )}
          </Box>
        }
        confirmLabel={t('static-pages:actions.publish')}
        onConfirm={async () => submitAs('publish')}
      />
    </>
  );
}
