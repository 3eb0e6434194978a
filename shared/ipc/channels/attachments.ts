import { z } from 'zod';
import { ATTACHMENT_ROLES } from '../../draft/draft-body';
import { MAX_REQUEST_DOCUMENT_CHARS } from '../../request-limits';
import { DocumentViewSchema, EmptySchema, IdSchema } from '../views';

/**
 * Files attached to an application. Whatever the source (picked, dropped, pasted, photographed),
 * main reads the type from the bytes, converts images to a small JPEG or PNG without metadata,
 * checks PDFs, names the file after the agent's own name made safe and stores it sealed; a file it refuses answers
 * `invalid_file` with the reason, and nothing is stored.
 */
export const attachmentsChannels = {
  'attachments:add': {
    request: z.object({
      applicationId: IdSchema,
      role: z.enum(ATTACHMENT_ROLES),
      /**
       * The agent's own file name: names the file in a refusal, and, made safe and with the
       * extension of what the file became, is the name stored and sent (decision D7). Without it
       * the role names the file (`id-document.jpg`).
       */
      fileName: z.string().min(1).max(200).optional(),
      /** The file as base64; its type is read from the bytes, never from the name. */
      /** May be empty: an empty file is refused with a message the agent understands, not as a bad request. */
      dataBase64: z.string().max(MAX_REQUEST_DOCUMENT_CHARS),
    }),
    response: DocumentViewSchema,
  },
  'attachments:remove': { request: z.object({ attachmentId: IdSchema }), response: EmptySchema },
  'attachments:read': {
    request: z.object({ attachmentId: IdSchema }),
    response: z.object({ mediaType: z.string(), dataBase64: z.string() }),
  },
  /**
   * A stored image's thumbnail for tiles and previews: a JPEG of at most 256 px on its long side,
   * made once with the document (decision D13); `null` for a PDF.
   */
  'attachments:thumbnail': {
    request: z.object({ attachmentId: IdSchema }),
    response: z.object({
      thumbnail: z
        .object({ mediaType: z.literal('image/jpeg'), dataBase64: z.string(), width: z.number().int(), height: z.number().int() })
        .nullable(),
    }),
  },
} as const;
