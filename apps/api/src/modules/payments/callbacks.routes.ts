import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { payseraCallbackReport, payseraPublicKeyPem } from '../../adapters/payments/paysera.ts';
import { isValidStripeSignature, stripeEventReport } from '../../adapters/payments/stripe.ts';
import { applyProviderReport } from './settlement.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'allow': a server-to-server route that other sites may call (the cross-site refusal skips it). */
    crossSite?: 'allow';
  }
}

/**
 * /api/payments/callbacks/<provider>: the providers' server-to-server notifications, the only way a payment
 * becomes paid. They come from the provider, not from our pages, so they are exempt from the cross-site
 * refusal (`crossSite: 'allow'`), and they need the body exactly as sent (the Stripe signature covers its
 * bytes): this plugin replaces the body parsers with one that keeps the raw text, for its routes only.
 */
export const paymentCallbacksRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  const config = app.config.payments;
  const callbackConfig = { crossSite: 'allow' as const };

  if (config.stripe.webhookSecret) {
    const secret = config.stripe.webhookSecret;
    app.post('/stripe', { config: callbackConfig }, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['stripe-signature'];
      const header = Array.isArray(signature) ? signature[0] : signature;
      if (!isValidStripeSignature(rawBody, header, secret, Math.floor(Date.now() / 1000))) {
        request.log.warn('Stripe webhook with a bad signature refused');
        return plain(reply, 400, 'Invalid signature');
      }
      const report = stripeEventReport(rawBody);
      // A verified event about nothing of ours (another event type): acknowledged so Stripe stops sending it.
      if (!report) return reply.send({ received: true });
      const outcome = await applyProviderReport(app, 'stripe', report);
      if (outcome === 'refused') return plain(reply, 400, 'Refused');
      return reply.send({ received: true });
    });
  }

  if (config.paysera.projectId && config.paysera.publicKey) {
    const options = {
      projectId: config.paysera.projectId,
      publicKeyPem: payseraPublicKeyPem(config.paysera.publicKey),
    };
    // Paysera calls the callback address with the parameters in the query (GET); a form POST is read too.
    const handler = async (request: { url: string; body?: unknown }, reply: FastifyReply) => {
      const query = new URL(request.url, 'http://callback').searchParams;
      const params = typeof request.body === 'string' && request.body ? new URLSearchParams(request.body) : query;
      const report = payseraCallbackReport(params, options);
      if (!report) return plain(reply, 400, 'Invalid callback');
      const outcome = await applyProviderReport(app, 'paysera', report);
      if (outcome === 'refused') return plain(reply, 400, 'Refused');
      // Paysera keeps calling until it reads exactly "OK".
      return plain(reply, 200, 'OK');
    };
    app.get('/paysera', { config: callbackConfig }, handler);
    app.post('/paysera', { config: callbackConfig }, handler);
  }
};

function plain(reply: FastifyReply, status: number, text: string) {
  return reply.status(status).type('text/plain; charset=utf-8').send(text);
}
