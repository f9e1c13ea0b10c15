import type { ReactNode } from 'react';
import { useLiteTranslation } from '../../../lib/i18n-lite';
import { CircleAlertIcon, CircleCheckIcon } from './auth-icons';

/**
 * A message above a sign-in form: an error (announced at once) or a success (announced politely),
 * in the colours of the app's alerts.
 */
export function AuthAlert({
  status = 'error',
  title,
  children,
}: {
  status?: 'error' | 'success';
  title: string;
  children?: ReactNode;
}) {
  const Icon = status === 'error' ? CircleAlertIcon : CircleCheckIcon;
  return (
    <div className="auth-alert" data-status={status} role={status === 'error' ? 'alert' : 'status'}>
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
