import { Input, type InputProps, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { type BaseFieldProps, FieldShell } from './field-shell';

export interface TextFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  /** HTML input type: text, email, tel, url… (a decimal is text with `inputMode="decimal"`: a number box takes no decimal comma). */
  type?: InputProps['type'];
  /** The phone keyboard to show: `decimal`, `numeric`, `tel`… */
  inputMode?: InputProps['inputMode'];
  placeholder?: string;
  autoComplete?: string;
  /** Forces lower case as the user types (machine names such as `court.view`). */
  lowercase?: boolean;
  maxLength?: number;
  /** Values the browser suggests as the user types (an HTML datalist); any other value is allowed. */
  suggestions?: readonly { value: string; label?: string }[];
}

/** A text input bound to the surrounding form by name. */
export function TextField<T extends FieldValues = FieldValues>({
  name,
  type = 'text',
  inputMode,
  placeholder,
  autoComplete,
  lowercase,
  maxLength,
  suggestions,
  ...shell
}: TextFieldProps<T>) {
  const { register } = useFormContext<T>();
  const listId = useId();
  return (
    <FieldShell name={name} {...shell}>
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion.value} value={suggestion.value}>
              {suggestion.label}
            </option>
          ))}
        </datalist>
      )}
      <Input
        list={suggestions ? listId : undefined}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        {...register(
          name,
          lowercase
            ? { setValueAs: (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value) }
            : {},
        )}
      />
    </FieldShell>
  );
}

export interface TextareaFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  placeholder?: string;
  rows?: number;
  maxLength?: number;
}

/** A multi-line text field bound to the surrounding form by name. */
export function TextareaField<T extends FieldValues = FieldValues>({
  name,
  placeholder,
  rows = 3,
  maxLength,
  ...shell
}: TextareaFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldShell name={name} {...shell}>
      <Textarea placeholder={placeholder} rows={rows} maxLength={maxLength} {...register(name)} />
    </FieldShell>
  );
}
