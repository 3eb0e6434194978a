import { z } from 'zod';
import { ATTACHMENT_ROLES } from '../../draft/draft-body';
import { AttachmentViewSchema, EmptySchema, IdSchema } from '../views';

/** Files attached to an application (stored sealed; type read from the bytes). */
export const attachmentsChannels = {
  'attachments:add': {
    request: z.object({
      applicationId: IdSchema,
      role: z.enum(ATTACHMENT_ROLES),
      fileName: z.string().min(1).max(200),
      /** The file as base64; its type is read from the bytes, never from the name. */
      dataBase64: z.string().min(1).max(15_000_000),
    }),
    response: AttachmentViewSchema,
  },
  'attachments:remove': { request: z.object({ attachmentId: IdSchema }), response: EmptySchema },
  'attachments:read': {
    request: z.object({ attachmentId: IdSchema }),
    response: z.object({ mediaType: z.string(), dataBase64: z.string() }),
  },
} as const;
