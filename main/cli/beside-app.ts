/**
 * Commands support staff run while the agent works, on the data folder the running app holds,
 * without its folder lock (decision CL1). They get the database's requests and nothing that starts
 * work (sends, maintenance).
 */
export const BESIDE_APP_COMMANDS: readonly string[] = ['list', 'show', 'audit', 'receipt'];

/**
 * Whether a command opens that folder read only: all but `receipt`, whose record of the copy is
 * one SQLite transaction that waits for the app's writes like any other.
 */
export function readsOnlyBesideApp(command: string): boolean {
  return command !== 'receipt';
}
