import { type ReactNode, useEffect, useRef } from 'react';
import { CircleAlertIcon } from '../../../components/lite/lite-icons';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { CircleCheckIcon } from './auth-icons';

/**
 * A message above a sign-in form: an error (announced at once) or a success (announced politely),
 * in the colours of the app's alerts. `takeFocus`: the outcome replaces what the user was working
 * with (a form that is gone, a page that was waiting), so focus moves to it and it is read out.
 */
export function AuthAlert({
  status = 'error',
  title,
  takeFocus = false,
  children,
}: {
  status?: 'error' | 'success';
  title: string;
  takeFocus?: boolean;
  children?: ReactNode;
}) {
  const Icon = status === 'error' ? CircleAlertIcon : CircleCheckIcon;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      className="auth-alert"
      data-status={status}
      role={status === 'error' ? 'alert' : 'status'}
      tabIndex={takeFocus ? -1 : undefined}
    >
      <Icon />
      <div>
        <p className="auth-alert-title">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** "Please check the form for errors", and the server's messages about fields the form does not show. */
export function FormProblems({ others }: { others: string[] }) {
  const { t } = useLiteTranslation('validation');
  return (
    <AuthAlert title={t('form_invalid')}>
      {others.length > 0 && (
        <ul>
          {others.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </AuthAlert>
  );
}
