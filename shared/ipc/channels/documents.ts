import { z } from 'zod';
import { ATTACHMENT_ROLES } from '../../draft/draft-body';
import { DocumentViewSchema, EmptySchema, IdSchema } from '../views';

export const ScannerBackendSchema = z.enum(['sane', 'naps2']);
export const ScanModeSchema = z.enum(['Color', 'Gray']);

/** Why a scanner could not list or scan; `message` says it in the agent's words. */
export const ScannerProblemSchema = z.enum(['not_installed', 'no_device', 'busy', 'timeout', 'failed']);

export const ScannerDeviceViewSchema = z.object({
  backend: ScannerBackendSchema,
  /** The backend's own device name; send it back with `backend` to scan. */
  id: z.string(),
  label: z.string(),
});

export const ScanProgressSchema = z.object({ deviceId: z.string(), percent: z.number().min(0).max(100) });

/**
 * Scanners driven from main (SANE's scanimage, NAPS2's console). A scanner that is missing,
 * busy or fails is an expected outcome with its own message, not an IPC error, like a settings
 * sync that could not reach the service; so is the agent cancelling.
 */
export const documentsChannels = {
  'documents:listScanners': {
    request: EmptySchema,
    response: z.object({
      devices: z.array(ScannerDeviceViewSchema),
      unavailable: z.array(z.object({ backend: ScannerBackendSchema, reason: ScannerProblemSchema, message: z.string() })),
    }),
  },
  /** Scans one page, normalises it like any file and stores it; progress comes as `documents:scanProgress`. */
  'documents:scan': {
    request: z.object({
      applicationId: IdSchema,
      role: z.enum(ATTACHMENT_ROLES),
      backend: ScannerBackendSchema,
      deviceId: z.string().min(1).max(500),
      resolutionDpi: z.number().int().min(75).max(600).default(300),
      mode: ScanModeSchema.default('Color'),
    }),
    response: z.discriminatedUnion('outcome', [
      z.object({ outcome: z.literal('stored'), attachment: DocumentViewSchema }),
      z.object({ outcome: z.literal('cancelled') }),
      z.object({ outcome: z.literal('failed'), reason: ScannerProblemSchema, message: z.string() }),
    ]),
  },
  /**
   * Picks a file from disk with the system's dialog and stores it, normalised. Main reads the file
   * itself, so the page never touches the disk. Only the app has the dialog: elsewhere the answer
   * is `unavailable` and the page offers a file input instead.
   */
  'documents:pickFile': {
    request: z.object({ applicationId: IdSchema, role: z.enum(ATTACHMENT_ROLES) }),
    response: z.discriminatedUnion('outcome', [
      z.object({ outcome: z.literal('stored'), attachment: DocumentViewSchema }),
      z.object({ outcome: z.literal('cancelled') }),
      z.object({ outcome: z.literal('unavailable') }),
    ]),
  },
  /** Stops the running scan, if any: its `documents:scan` answers `cancelled` and stores nothing. */
  'documents:cancelScan': { request: EmptySchema, response: EmptySchema },
} as const;
