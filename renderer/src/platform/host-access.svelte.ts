let refused = $state(false);

/**
 * Whether this tab may talk to the browser host: false once it has no token (opened without the
 * printed address) or the host refuses the one it has (the host was started again since). The
 * app then shows how to get in instead of screens that would look empty, as if data were lost.
 */
export const hostAccess = {
  get refused(): boolean {
    return refused;
  },
  refuse(): void {
    refused = true;
  },
};
