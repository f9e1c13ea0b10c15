import type { FastifyInstance } from 'fastify';

/**
 * Sign in with Apple answers with a form POST to the redirect URI (response_mode=form_post), but
 * the callback is a page of the web app, which only GETs. This relay turns the POST into a
 * redirect to that page with the same code and state, which then finish the sign-in through
 * GET /api/v1/auth/social/apple/callback like the other providers.
 */
export function installAppleRelay(app: FastifyInstance): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.post('/auth/callback/apple', { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const relayed = new URLSearchParams();
      for (const name of ['code', 'state', 'error']) {
        const value = form[name];
        if (typeof value === 'string' && value.length <= 4096) relayed.set(name, value);
      }
      // 303: the browser follows with a GET, and the code never sits in a form resubmission.
      return reply.redirect(`/auth/callback/apple?${relayed.toString()}`, 303);
    });
  });
}
