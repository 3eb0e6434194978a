export type DatabaseErrorCode =
  | 'not_found'
  | 'not_editable'
  | 'not_deletable'
  | 'same_entity_type'
  | 'revision_conflict'
  | 'attempt_finished'
  | 'invalid_input'
  | 'tampered'
  | 'resend_barred'
  | 'restore_held';

/** A refusal the caller can act on; `code` is stable, the message is for logs and the CLI. */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';
  constructor(
    readonly code: DatabaseErrorCode,
    message: string,
    /** For `not_deletable` and `not_editable`: the status that refused, so callers can say why. */
    readonly status?: string,
  ) {
    super(message);
  }
}

export { DatabaseTooNewError } from '$main/sqlite/database-too-new-error';

/**
 * The secret store given cannot unwrap this folder's data key (another key file, another OS
 * account). Thrown before anything is written.
 */
export class DatabaseLockedError extends Error {
  override readonly name = 'DatabaseLockedError';
  constructor(
    readonly dataDir: string,
    options: { cause?: unknown; detail?: string } = {},
  ) {
    super(
      `Cannot open ${dataDir}: this data folder was encrypted with another key${options.detail ?? ''}. ` +
        `Use the key (or the OS account) it was created with; nothing was changed.`,
      { cause: options.cause },
    );
  }
}
