import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type BaseFieldProps, FieldShell } from './field-shell';

export interface PasswordFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  /** `new-password` (default) lets password managers suggest one; `current-password` for sign-in. */
  autoComplete?: 'new-password' | 'current-password';
  placeholder?: string;
}

/** A password input with a show/hide button, bound to the surrounding form by name. */
export function PasswordField<T extends FieldValues = FieldValues>({
  name,
  autoComplete = 'new-password',
  placeholder,
  ...shell
}: PasswordFieldProps<T>) {
  const { register } = useFormContext<T>();
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell name={name} {...shell}>
      <InputGroup
        endElement={
          <IconButton
            size="xs"
            variant="ghost"
            me="-2"
            aria-label={t(visible ? 'form.hide_password' : 'form.show_password')}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <EyeOff /> : <Eye />}
          </IconButton>
        }
      >
        <Input
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...register(name)}
        />
      </InputGroup>
    </FieldShell>
  );
}
