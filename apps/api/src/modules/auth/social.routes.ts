import {
  envelopeSchema,
  providerLoginRequestSchema,
  socialLoginRequestSchema,
  socialLoginResponseSchema,
  userSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { socialSignIn } from './social.service.ts';

/** googleLogin and facebookLogin: PRODUCT.md §7 names the answer `user`; data holds the same user, like the other sign-ins. */
const providerLoginResponse = envelopeSchema(userSchema).extend({ user: userSchema });

/** 400 provider not configured, 401 token refused, 403 blocked, 409 e-mail linked to another provider account. */
const failures = {
  400: failureResponse,
  401: failureResponse,
  403: failureResponse,
  409: failureResponse,
  429: failureResponse,
  503: failureResponse,
};

/**
 * /api/auth: Google and Facebook sign-in (PRODUCT.md §7). The web gets an access token from the provider's popup
 * and sends only that; the API verifies it with the provider and signs the matching account in.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/socialLogin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Prisijungimas per Google arba Facebook',
        body: socialLoginRequestSchema,
        response: { 200: okResponse(socialLoginResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      const { accessToken, socialNetwork, rememberMe } = request.body;
      const loggedUser = await socialSignIn(request, reply, socialNetwork, accessToken, rememberMe);
      return ok({ loggedUser });
    },
  );

  for (const network of ['google', 'facebook'] as const) {
    app.post(
      `/${network}Login`,
      {
        schema: {
          tags: ['auth'],
          summary: network === 'google' ? 'Prisijungimas per Google' : 'Prisijungimas per Facebook',
          body: providerLoginRequestSchema,
          response: { 200: providerLoginResponse, ...failures },
        },
      },
      async (request, reply) => {
        const user = await socialSignIn(request, reply, network, request.body.accessToken, true);
        return { ...ok(user), user };
      },
    );
  }
};
