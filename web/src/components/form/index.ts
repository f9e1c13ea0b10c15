export {
  CheckboxGroupField,
  type CheckboxGroupFieldProps,
  type CheckboxOption,
} from './checkbox-group-field';
export { type BaseFieldProps, FieldShell, useFieldError } from './field-shell';
export { Form, FormActions, type FormActionsProps, type FormProps, SubmitButton } from './form';
export { mapServerFieldErrors, translateIssues } from './form-errors';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { SwitchField, type SwitchFieldProps } from './switch-field';
export { TextareaField, type TextareaFieldProps, TextField, type TextFieldProps } from './text-field';
export { type UnsavedChangesPrompt, useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';
export { createZodResolver, useZodForm } from './zod-form';
