import type { ReceivedMail } from './fake-smtp';

function decodeBody(head: string, body: string): string {
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined[index] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(index + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A received message's part of one content type (`text/plain` by default), decoded from the
 * transfer encoding nodemailer chose (quoted-printable or base64), in a single-part or a
 * multipart message. Null when the message has no such part.
 */
export function readMailPart(mail: ReceivedMail, type = 'text/plain'): string | null {
  const split = (raw: string) => {
    const at = raw.indexOf('\r\n\r\n');
    return at < 0 ? { head: raw, body: '' } : { head: raw.slice(0, at), body: raw.slice(at + 4) };
  };
  const visit = (raw: string): string | null => {
    const { head, body } = split(raw);
    const contentType = /Content-Type: ([^;\r\n]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? 'text/plain';
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
    if (contentType.startsWith('multipart/') && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const found = visit(part.replace(/^\r\n/, ''));
        if (found !== null) return found;
      }
      return null;
    }
    return contentType === type ? decodeBody(head, body.replace(/\r\n$/, '')) : null;
  };
  return visit(mail.raw);
}
