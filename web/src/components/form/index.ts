export { useFieldError } from './field-shell';
export { Form, FormActions } from './form';
export { SelectField } from './select-field';
export { SwitchField } from './switch-field';
export { TextareaField, TextField } from './text-field';
export { useZodForm } from './zod-form';
