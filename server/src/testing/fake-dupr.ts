import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for DUPR's API, speaking its protocol on loopback: login with e-mail and
 * password, the player's profile with ratings behind a Bearer access token (a JWT with `exp`),
 * and refresh with the `x-refresh-token` header. Tests steer it: expire the access tokens,
 * answer the next call 429 with Retry-After, answer the next calls 503 (down), or answer the next
 * call with a malformed body.
 */
export async function startFakeDupr() {
  const accounts = new Map<
    string,
    { password: string; id: number; fullName: string; referralCode: string; singles: string; doubles: string }
  >();
  const accessTokens = new Map<string, { email: string; expired: boolean }>();
  const refreshTokens = new Map<string, string>();
  let rateLimitSeconds = 0;
  let malformNext = false;
  let downFor = 0;
  const calls: string[] = [];

  const jwt = (exp: number) =>
    [
      Buffer.from(JSON.stringify({ alg: 'RS512' })).toString('base64url'),
      Buffer.from(JSON.stringify({ sub: randomBytes(4).toString('hex'), exp })).toString('base64url'),
      randomBytes(16).toString('base64url'),
    ].join('.');
  const issueAccess = (email: string) => {
    const token = jwt(Math.floor(Date.now() / 1000) + 3600);
    accessTokens.set(token, { email, expired: false });
    return token;
  };
  const user = (email: string) => {
    const account = accounts.get(email);
    if (!account) return null;
    return {
      id: account.id,
      fullName: account.fullName,
      email,
      referralCode: account.referralCode,
      stats: { singles: account.singles, doubles: account.doubles, defaultRating: 'DOUBLES' },
    };
  };
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    calls.push(`${req.method} ${path}`);
    if (rateLimitSeconds > 0) {
      const seconds = rateLimitSeconds;
      rateLimitSeconds = 0;
      return send(
        res,
        429,
        { status: 'FAILURE', message: 'Too many requests' },
        { 'retry-after': String(seconds) },
      );
    }
    if (downFor > 0) {
      downFor -= 1;
      return send(res, 503, '<html><body>503 Service Temporarily Unavailable</body></html>', {
        'content-type': 'text/html',
      });
    }
    if (malformNext) {
      malformNext = false;
      return send(res, 200, '{"status":"SUCC');
    }
    if (req.method === 'POST' && path === '/auth/v1.0/login') {
      const { email, password } = JSON.parse((await readBody(req)) || '{}') as {
        email?: string;
        password?: string;
      };
      const account = email ? accounts.get(email) : undefined;
      if (!account || account.password !== password)
        return send(res, 400, { status: 'FAILURE', message: 'Invalid email or password' });
      const refreshToken = randomBytes(24).toString('base64url');
      refreshTokens.set(refreshToken, email as string);
      return send(res, 200, {
        status: 'SUCCESS',
        result: { accessToken: issueAccess(email as string), refreshToken, user: user(email as string) },
      });
    }
    if (req.method === 'GET' && path === '/user/v1.0/profile') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const session = token ? accessTokens.get(token) : undefined;
      if (!session || session.expired) return send(res, 401, { status: 'FAILURE', message: 'Unauthorized' });
      return send(res, 200, { status: 'SUCCESS', result: user(session.email) });
    }
    if (req.method === 'GET' && path === '/auth/v1.0/refresh') {
      const email = refreshTokens.get(String(req.headers['x-refresh-token'] ?? ''));
      if (!email) return send(res, 401, { status: 'FAILURE', message: 'Invalid refresh token' });
      return send(res, 200, { status: 'SUCCESS', result: issueAccess(email) });
    }
    return send(res, 404, { status: 'FAILURE', message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    addPlayer(
      email: string,
      password: string,
      player: { id: number; fullName: string; singles: string; doubles: string },
    ) {
      accounts.set(email, { password, referralCode: `REF${player.id}`, ...player });
    },
    /** Answers the next `calls` requests 503 with an HTML page, as DUPR's load balancer does when it is down. */
    goDown(calls = 1) {
      downFor = calls;
    },
    setRatings(email: string, singles: string, doubles: string) {
      const account = accounts.get(email);
      if (account) Object.assign(account, { singles, doubles });
    },
    expireAccessTokens() {
      for (const session of accessTokens.values()) session.expired = true;
    },
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    rateLimitNext(seconds: number) {
      rateLimitSeconds = seconds;
    },
    malformNext() {
      malformNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
