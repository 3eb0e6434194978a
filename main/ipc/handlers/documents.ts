import path from 'node:path';
import type { documentsChannels } from '$shared/ipc/channels/documents';
import { coreFor, RegularFileError, readRegularFile, ScannerError } from '$main/core';
import { HandlerError } from '../dispatcher';
import { addDocumentOrRefuse } from '../add-document';
import type { ChannelHandlers, HandlerContext } from './context';

/** Scanners: list, scan one page into an application, cancel. */
export function documentsHandlers({ core, events, scanners, pickFile }: HandlerContext): ChannelHandlers<typeof documentsChannels> {
  const { documents } = coreFor(core, 'agent');

  return {
    'documents:pickFile': async ({ applicationId, role }) => {
      if (pickFile === undefined) return { outcome: 'unavailable' };
      documents.requireEditable(applicationId);
      const file = await pickFile();
      if (file === undefined) return { outcome: 'cancelled' };
      const attachment = await addDocumentOrRefuse(documents, { applicationId, role }, await readPickedFile(file), path.basename(file));
      return { outcome: 'stored', attachment };
    },
    'documents:listScanners': async () => {
      const { devices, unavailable } = await scanners.list();
      return { devices, unavailable: unavailable.map(({ backend, code, message }) => ({ backend, reason: asProblem(code), message })) };
    },
    'documents:scan': async ({ applicationId, role, backend, deviceId, resolutionDpi, mode }) => {
      documents.requireEditable(applicationId);
      try {
        return await scanners.scan(
          { backend, deviceId, resolutionDpi, mode, onProgress: (percent) => events.emit('documents:scanProgress', { deviceId, percent }) },
          async (page, signal) => {
            // The scanner's output is untrusted like any file; a scanned page has no name of the
            // agent's (its role names it), and a scan cancelled while normalising stores nothing.
            const attachment = await addDocumentOrRefuse(documents, { applicationId, role }, page, undefined, {
              stillWanted: () => !signal.aborted,
            });
            return attachment === undefined ? { outcome: 'cancelled' as const } : { outcome: 'stored' as const, attachment };
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

/**
 * Reads a picked file only if it is a regular file no larger than any document we keep, asked of
 * the file once it is open (a device or a FIFO would never end; see main/files/regular-file.ts).
 * The agent is told the file's name; the text that goes to the log says neither its name nor its path.
 */
async function readPickedFile(file: string): Promise<Buffer> {
  const fileName = path.basename(file);
  try {
    return readRegularFile(file, MAX_PICKED_BYTES);
  } catch (error) {
    if (!(error instanceof RegularFileError)) throw error;
    // The log writes an error's name and message only, never its cause, which names the path.
    if (error.reason === 'unreadable') throw new Error(`a picked file could not be read (${error.errno ?? 'unknown'})`, { cause: error });
    if (error.reason === 'not_regular')
      throw new HandlerError(
        'invalid_file',
        { fileName, why: 'unsupported' },
        'a picked file is not a regular file (a device, a pipe or a folder)',
      );
    const megabytes = Math.round(error.size / 1024 / 1024);
    throw new HandlerError(
      'file_too_big_to_read',
      { fileName, megabytes },
      `a picked file is ${megabytes} MB; no document Fieldboard keeps is that large.`,
    );
  }
}

/** Far above any photo or PDF we accept (normaliseDocument enforces the real limits). */
const MAX_PICKED_BYTES = 64 * 1024 * 1024;
