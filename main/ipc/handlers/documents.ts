import fs from 'node:fs/promises';
import path from 'node:path';
import type { documentsChannels } from '../../../shared/ipc/channels/documents';
import { DocumentError } from '../../documents/document-errors';
import { normaliseDocument } from '../../documents/normalise';
import { ScannerError } from '../../documents/scanner/scanner';
import { requireEditableApplication, storeNormalised } from '../../documents/store-document';
import { attachmentView } from '../application-view';
import { HandlerError } from '../dispatcher';
import { type ChannelHandlers, type HandlerContext, notifier } from './context';

/** Scanners: list, scan one page into an application, cancel. */
export function documentsHandlers({
  core,
  scheduler,
  events,
  scanners,
  pickFile,
}: HandlerContext): ChannelHandlers<typeof documentsChannels> {
  const { store } = core;
  const { changed } = notifier({ core, scheduler, events });

  return {
    'documents:pickFile': async ({ applicationId, role }) => {
      if (pickFile === undefined) return { outcome: 'unavailable' };
      requireEditableApplication(store, applicationId);
      const file = await pickFile();
      if (file === undefined) return { outcome: 'cancelled' };
      const bytes = await readPickedFile(file);
      const document = await normaliseDocument(bytes).catch((error: unknown) => {
        if (error instanceof DocumentError)
          throw new HandlerError(
            'invalid_file',
            { fileName: path.basename(file), why: error.code },
            `${path.basename(file)}: ${error.message}`,
          );
        throw error;
      });
      const meta = storeNormalised(store, applicationId, role, document, path.basename(file));
      changed(applicationId);
      return { outcome: 'stored', attachment: attachmentView(meta) };
    },
    'documents:listScanners': async () => {
      const { devices, unavailable } = await scanners.list();
      return { devices, unavailable: unavailable.map(({ backend, code, message }) => ({ backend, reason: asProblem(code), message })) };
    },
    'documents:scan': async ({ applicationId, role, backend, deviceId, resolutionDpi, mode }) => {
      requireEditableApplication(store, applicationId);
      try {
        return await scanners.scan(
          { backend, deviceId, resolutionDpi, mode, onProgress: (percent) => events.emit('documents:scanProgress', { deviceId, percent }) },
          async (page, signal) => {
            // The scanner's output is untrusted like any file: a bad page is refused, not stored.
            const document = await normaliseDocument(page).catch((error: unknown) => {
              if (error instanceof DocumentError)
                throw new HandlerError(
                  'invalid_file',
                  { fileName: '', why: error.code },
                  `The scanned page cannot be used: ${error.message}`,
                );
              throw error;
            });
            if (signal.aborted) return { outcome: 'cancelled' as const };
            // A scanned page has no name of the agent's: its role names it.
            const meta = storeNormalised(store, applicationId, role, document, undefined);
            changed(applicationId);
            return { outcome: 'stored' as const, attachment: attachmentView(meta) };
          },
        );
      } catch (error) {
        if (!(error instanceof ScannerError)) throw error;
        if (error.code === 'cancelled') return { outcome: 'cancelled' };
        return { outcome: 'failed', reason: asProblem(error.code), message: error.message };
      }
    },
    'documents:cancelScan': () => {
      scanners.cancel();
      return {};
    },
  };
}

/** `cancelled` never reaches a listing; where it could, it reads as the generic failure. */
function asProblem(code: ScannerError['code']) {
  return code === 'cancelled' ? 'failed' : code;
}

/** Refuses a file too large to be any document we keep before reading it into memory. */
async function readPickedFile(file: string): Promise<Buffer> {
  const { size } = await fs.stat(file);
  if (size > MAX_PICKED_BYTES) {
    throw new HandlerError(
      'file_too_big_to_read',
      { fileName: path.basename(file), megabytes: Math.round(size / 1024 / 1024) },
      `${path.basename(file)} is ${Math.round(size / 1024 / 1024)} MB; no document Fieldboard keeps is that large.`,
    );
  }
  return fs.readFile(file);
}

/** Far above any photo or PDF we accept (normaliseDocument enforces the real limits). */
const MAX_PICKED_BYTES = 64 * 1024 * 1024;
