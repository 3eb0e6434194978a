/** The data folder was written by a newer Fieldboard; running our older migrations on it would corrupt it. */
export class DatabaseTooNewError extends Error {
  override readonly name = 'DatabaseTooNewError';
  constructor(
    readonly dbPath: string,
    readonly databaseVersion: number,
    readonly appVersion: number,
  ) {
    super(
      `The database ${dbPath} is at schema version ${databaseVersion}, but this Fieldboard only knows ` +
        `versions up to ${appVersion}. It was written by a newer release: update Fieldboard to open it. ` +
        `Nothing was changed.`,
    );
  }
}
