import type { attachmentsChannels } from '$shared/ipc/channels/attachments';
import { coreFor } from '$main/core';
import { decodeBase64OffThread } from '$main/off-thread/off-thread';
import { HandlerError } from '../dispatcher';
import { addDocumentOrRefuse } from '../add-document';
import type { ChannelHandlers, HandlerContext } from './context';

/** Files of an application: normalised from their bytes (main/documents), stored sealed. */
export function attachmentsHandlers({ core }: HandlerContext): ChannelHandlers<typeof attachmentsChannels> {
  const { documents } = coreFor(core, 'agent');

  return {
    'attachments:add': async ({ applicationId, role, fileName, dataBase64 }) => {
      documents.requireEditable(applicationId);
      // The one place a file arrives as base64 text from the renderer: checked and decoded once,
      // here, on the parsing worker when it is large (an empty file is normalise's to refuse).
      const bytes = dataBase64 === '' ? Buffer.alloc(0) : await decodeBase64OffThread(dataBase64);
      if (bytes === undefined) {
        throw new HandlerError(
          'invalid_file',
          { fileName: fileName ?? '', why: 'corrupt' },
          `a file sent as ${dataBase64.length} characters is not base64 text`,
        );
      }
      return await addDocumentOrRefuse(documents, { applicationId, role }, bytes, fileName);
    },
    'attachments:remove': ({ attachmentId }) => {
      documents.remove(attachmentId);
      return {};
    },
    'attachments:read': ({ attachmentId }) => {
      const found = documents.read(attachmentId);
      if (found === undefined) throw new HandlerError('not_found', {}, 'no such file');
      return { mediaType: found.meta.mediaType, dataBase64: found.bytes.toString('base64') };
    },
    'attachments:thumbnail': async ({ attachmentId }) => {
      const thumbnail = await documents.thumbnail(attachmentId);
      if (thumbnail === undefined) throw new HandlerError('not_found', {}, 'no such file');
      return {
        thumbnail: thumbnail
          ? {
              mediaType: 'image/jpeg' as const,
              dataBase64: thumbnail.bytes.toString('base64'),
              width: thumbnail.width,
              height: thumbnail.height,
            }
          : null,
      };
    },
  };
}
