import type { FILE_REFUSALS } from '$shared/ipc/errors';
/**
 * Why a file was refused, as a code the renderer can branch on and a message the agent can act on.
 * Nothing is stored when one of these is thrown.
 */
export type DocumentErrorCode = (typeof FILE_REFUSALS)[number];

export class DocumentError extends Error {
  override readonly name = 'DocumentError';
  constructor(
    readonly code: DocumentErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** In the binary megabytes the 10 MB limit is counted in (shared/wire/attachment), as file managers show them. */
export function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}
