import { userSchema } from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse, okResponse } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';

/**
 * /api/auth. Until the accounts issue adds sessions nobody is signed in, so the profile fetch always
 * answers 401: the web treats that as "logged out" (SPEC.md §4) and shows the login step.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/myProfile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Prisijungusio vartotojo profilis',
        response: { 200: okResponse(userSchema), 401: failureResponse },
      },
    },
    async () => {
      throw AppError.unauthorized();
    },
  );
};
