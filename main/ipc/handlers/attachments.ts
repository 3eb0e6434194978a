import path from 'node:path';
import type { attachmentsChannels } from '../../../shared/ipc/channels/attachments';
import { EXTENSION_OF, sniffMediaType } from '../../documents/sniff-media-type';
import { addAttachment, getAttachment, removeAttachment } from '../../store';
import { HandlerError } from '../dispatcher';
import { type ChannelHandlers, type HandlerContext, notifier } from './context';

/** Files of an application: stored sealed, their type read from the bytes. */
export function attachmentsHandlers({ core, scheduler, events }: HandlerContext): ChannelHandlers<typeof attachmentsChannels> {
  const { store } = core;
  const { changed } = notifier({ core, scheduler, events });

  return {
    'attachments:add': ({ applicationId, role, fileName, dataBase64 }) => {
      const bytes = Buffer.from(dataBase64, 'base64');
      const mediaType = sniffMediaType(bytes);
      if (bytes.length === 0 || mediaType === undefined)
        throw new HandlerError('invalid_file', 'the file is not a PDF, PNG or JPEG document');
      const stem = path.parse(fileName).name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_') || role;
      const meta = addAttachment(store, applicationId, { role, fileName: `${stem}.${EXTENSION_OF[mediaType]}`, mediaType, bytes });
      changed(applicationId);
      return {
        id: meta.id,
        role: meta.role,
        fileName: meta.fileName,
        mediaType: meta.mediaType,
        size: meta.size,
        createdAt: meta.createdAt,
      };
    },
    'attachments:remove': ({ attachmentId }) => {
      removeAttachment(store, attachmentId);
      return {};
    },
    'attachments:read': ({ attachmentId }) => {
      const found = getAttachment(store, attachmentId);
      if (found === undefined) throw new HandlerError('not_found', 'no such file');
      return { mediaType: found.meta.mediaType, dataBase64: found.bytes.toString('base64') };
    },
  };
}
