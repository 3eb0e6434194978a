import { z } from 'zod';
import { ApplicationViewSchema, AttemptViewSchema, ByIdSchema, EmptySchema, IdSchema } from '../views';

/** Sending: send now, attempts, and the agent resolving an unknown outcome. */
export const outboxChannels = {
  'outbox:sendNow': { request: EmptySchema, response: EmptySchema },
  'outbox:attempts': { request: ByIdSchema, response: z.array(AttemptViewSchema) },
  'outbox:resolve': {
    request: z.object({
      id: IdSchema,
      merchantId: z.number().int().nonnegative(),
      stores: z.array(z.object({ agreementId: z.number().int().nonnegative(), terminalId: z.number().int().nonnegative() })),
    }),
    response: ApplicationViewSchema,
  },
  'outbox:resend': { request: ByIdSchema, response: ApplicationViewSchema },
} as const;
