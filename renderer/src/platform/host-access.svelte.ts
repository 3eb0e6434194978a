/** Why this tab cannot reach the host: opened without a token, or with one the host no longer takes. */
export type RefusedBecause = 'no_token' | 'restarted';

let refused = $state<RefusedBecause | undefined>(undefined);

/**
 * Whether this tab may talk to the browser host: refused once it has no token (opened without the
 * printed address) or the host refuses the one it has (the host was started again since). The
 * app then shows how to get in instead of screens that would look empty, as if data were lost.
 */
export const hostAccess = {
  get refused(): boolean {
    return refused !== undefined;
  },
  get because(): RefusedBecause | undefined {
    return refused;
  },
  refuse(because: RefusedBecause): void {
    refused = because;
  },
};
