import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { EyeIcon, EyeOffIcon } from './auth-icons';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'>;

export interface AuthFieldProps extends InputProps {
  name: string;
  label: string;
  /** A hint under the field, hidden while an error shows. */
  helperText?: string;
  /** The message to show under the field; marks it invalid. */
  error?: string | undefined;
}

/**
 * Label, control, and the hint or the error under it, wired for assistive technology as the app's
 * Chakra fields are: the label names the control, the hint or the error describes it.
 */
function FieldFrame({
  id,
  label,
  required,
  helperText,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean | undefined;
  helperText: string | undefined;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="auth-field">
      <label className="auth-label" htmlFor={id}>
        {label}
        {required && (
          <span className="auth-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <span id={`${id}-error`} className="auth-field-error" aria-live="polite">
          {error}
        </span>
      ) : (
        helperText && (
          <span id={`${id}-help`} className="auth-helper">
            {helperText}
          </span>
        )
      )}
    </div>
  );
}

function describedBy(id: string, error: string | undefined, helperText: string | undefined) {
  if (error) return { 'aria-describedby': `${id}-error`, 'aria-errormessage': `${id}-error` };
  return helperText ? { 'aria-describedby': `${id}-help` } : {};
}

export function TextInputField({ label, helperText, error, type = 'text', ...input }: AuthFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={input.required} helperText={helperText} error={error}>
      <input
        {...input}
        id={id}
        type={type}
        className="auth-input"
        aria-invalid={error ? true : undefined}
        {...describedBy(id, error, helperText)}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide button. */
export function PasswordInputField({ label, helperText, error, ...input }: Omit<AuthFieldProps, 'type'>) {
  const id = useId();
  const { t } = useLiteTranslation('ui');
  const [isVisible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} required={input.required} helperText={helperText} error={error}>
      <div className="auth-input-group">
        <input
          {...input}
          id={id}
          type={isVisible ? 'text' : 'password'}
          className="auth-input"
          aria-invalid={error ? true : undefined}
          {...describedBy(id, error, helperText)}
        />
        <button
          type="button"
          className="auth-icon-button"
          aria-label={t(isVisible ? 'form.hide_password' : 'form.show_password')}
          aria-pressed={isVisible}
          onClick={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}
