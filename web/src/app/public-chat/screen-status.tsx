import type { Translate } from '../../lib/i18n-lite';
import type { ConnectionState } from './realtime';

/** Who is typing, in a line: one name, two, or how many. Empty when nobody is. */
export function typingLine(names: readonly string[], t: Translate): string {
  if (names.length === 0) return '';
  if (names.length === 1) return t('typing.one', { name: names[0] ?? '' });
  if (names.length === 2) return t('typing.two', { first: names[0] ?? '', second: names[1] ?? '' });
  return t('typing.many', { count: names.length });
}

/** The connection under the channel's name: how many are online, connecting, or lost. */
export function ConnectionStatus({
  connection,
  online,
  t,
}: {
  connection: ConnectionState;
  online: number;
  t: Translate;
}) {
  if (connection === 'connected')
    return (
      <p className="pc-state pc-state-connected">{t('connection.online', { count: Math.max(1, online) })}</p>
    );
  if (connection === 'connecting') return <p className="pc-state">{t('connection.connecting')}</p>;
  return (
    <p className="pc-state pc-state-lost" role="status">
      {t('connection.disconnected')}
    </p>
  );
}
