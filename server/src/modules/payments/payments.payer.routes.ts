import {
  CheckoutInputSchema,
  CheckoutSchema,
  dataEnvelope,
  IdParamsSchema,
  MyPaymentListQuerySchema,
  MyPaymentSchema,
  PageMetaSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { requireActor } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { defineRoute } from '../../platform/routing';
import { startCheckout } from './payments.checkout';
import { getMyPayment, listMyPayments } from './payments.service';
import { receiveGatewayCall } from './payments.webhooks.service';

const tags = ['payments'];
const KeyParamsSchema = z.object({ key: z.string().max(50, 'string_max') });

/** A query as Fastify parsed it: the first value of each name, as text. */
function firstValues(query: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') values[name] = first;
  }
  return values;
}

const receive = (method: 'GET' | 'POST') =>
  defineRoute({
    method,
    url: '/api/v1/payments/webhooks/:key',
    access: { public: true },
    summary:
      method === 'GET'
        ? "A gateway's server-to-server call by GET (VNPay IPN), answered as the gateway expects"
        : "A gateway's server-to-server call by POST (MoMo IPN, Stripe webhook), verified on the raw body",
    tags,
    params: KeyParamsSchema,
    rawBody: method === 'POST',
    handler: async ({ ctx, params, raw }, reply) => {
      const answer = await receiveGatewayCall(ctx.services, params.key, {
        method,
        query: firstValues(raw.query),
        headers: Object.fromEntries(
          Object.entries(raw.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(',') : value,
          ]),
        ),
        rawBody: raw.rawBody ?? null,
      });
      if (!answer) throw notFound();
      reply.status(answer.status);
      return answer.body === undefined ? reply.send() : reply.send(answer.body);
    },
  });

export const payerRoutes = [
  receive('GET'),
  receive('POST'),
  defineRoute({
    method: 'GET',
    url: '/api/v1/me/payments',
    access: { authenticated: true },
    summary: 'The signed-in user’s own payments',
    tags,
    query: MyPaymentListQuerySchema,
    response: z.object({ data: z.array(MyPaymentSchema), meta: PageMetaSchema }),
    handler: ({ ctx, query }) => listMyPayments(ctx, requireActor(ctx).id, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/me/payments/:id',
    access: { authenticated: true },
    summary: 'One of the signed-in user’s payments, with the gateways that can take it',
    tags,
    params: IdParamsSchema,
    response: dataEnvelope(MyPaymentSchema),
    handler: async ({ ctx, params }) => ({ data: await getMyPayment(ctx, requireActor(ctx).id, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/me/payments/:id/checkout',
    access: { authenticated: true },
    summary: "Start paying one's own pending payment: the gateway page to go to",
    tags,
    params: IdParamsSchema,
    body: CheckoutInputSchema,
    response: dataEnvelope(CheckoutSchema),
    handler: async ({ ctx, params, body }) => ({
      data: await startCheckout(ctx, params.id, body.gateway_id, requireActor(ctx).id),
    }),
  }),
];
