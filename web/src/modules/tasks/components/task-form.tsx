import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  type Task,
  type TaskInput,
  TaskInputSchema,
  type TaskPerson,
  type TaskStatus,
} from '@pickleball/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { Form, SubmitButton } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { formatDecimal } from '../../../lib/format';
import { AssigneePicker } from './assignee-picker';
import { TagsField } from './tags-field';
import { type TaskFormValues, taskToForm } from './task-form-values';
import { useTaskLabels } from './task-labels';

function AssigneeField({ task }: { task?: Task }) {
  const { t } = useTranslation('tasks');
  const error = useFieldError('assigned_to');
  const [person, setPerson] = useState<TaskPerson | null>(task?.assigned_to ?? null);
  return (
    <Controller<TaskFormValues, 'assigned_to'>
      name="assigned_to"
      render={({ field }) => (
        <AssigneePicker
          label={t('tasks:fields.assigned_to')}
          helperText={t('tasks:form.assignee_help')}
          value={person}
          errorText={error}
          inputRef={field.ref}
          onBlur={field.onBlur}
          clearOnType
          onChange={(next) => {
            setPerson(next);
            field.onChange(next?.id ?? null);
          }}
        />
      )}
    />
  );
}

export interface TaskFormProps {
  task?: Task;
  /** The column a new task is created in (the board's "+" of a column). */
  initialStatus?: TaskStatus;
  label: string;
  submitLabel: string;
  onSubmit: (input: TaskInput) => Promise<unknown>;
  onCancel: () => void;
  /** Extra buttons before Cancel (archive, restore). */
  extraActions?: React.ReactNode;
}

/**
 * The task form (SPEC §3 "Task"): title, description, status, priority, assignee (searched),
 * due date, estimated and actual hours (a decimal comma in Vietnamese), tags. Checked by
 * TaskInputSchema on submit; a server 422 lands on its field.
 */
export function TaskForm({
  task,
  initialStatus,
  label,
  submitLabel,
  onSubmit,
  onCancel,
  extraActions,
}: TaskFormProps) {
  const { t, i18n } = useTranslation(['tasks', 'ui']);
  const labels = useTaskLabels();
  const form = useZodForm(TaskInputSchema, {
    defaultValues: taskToForm(task, i18n.language, initialStatus),
    decimalFields: ['estimated_hours', 'actual_hours'],
    mode: 'onSubmit',
  });
  const hoursPlaceholder = formatDecimal(1.5, i18n.language, 1);
  return (
    <Form warnOnLeave form={form} aria-label={label} maxW="4xl" onSubmit={onSubmit}>
      <FormSection title={t('tasks:form.about')}>
        <TextField name="title" label={t('tasks:fields.title')} required maxLength={200} autoComplete="off" />
        <TextareaField
          name="description"
          label={t('tasks:fields.description')}
          placeholder={t('tasks:form.description_placeholder')}
          rows={5}
          maxLength={10_000}
        />
        <TagsField />
      </FormSection>
      <FormSection title={t('tasks:form.planning')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SelectField name="status" label={t('tasks:fields.status')} options={labels.statusOptions} />
          <SelectField name="priority" label={t('tasks:fields.priority')} options={labels.priorityOptions} />
        </SimpleGrid>
        <AssigneeField task={task} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <TextField name="due_date" type="date" label={t('tasks:fields.due_date')} />
          <TextField
            name="estimated_hours"
            inputMode="decimal"
            autoComplete="off"
            label={t('tasks:fields.estimated_hours')}
            placeholder={hoursPlaceholder}
          />
          <TextField
            name="actual_hours"
            inputMode="decimal"
            autoComplete="off"
            label={t('tasks:fields.actual_hours')}
            placeholder={hoursPlaceholder}
          />
        </SimpleGrid>
      </FormSection>
      <Stack>
        <HStack gap="3" justify="flex-end" pt="2" flexWrap="wrap">
          {extraActions}
          <Button variant="outline" onClick={onCancel}>
            {t('ui:form.cancel')}
          </Button>
          <SubmitButton>{submitLabel}</SubmitButton>
        </HStack>
      </Stack>
    </Form>
  );
}
