import type { FieldboardApi } from '$shared/ipc/result';

declare global {
  interface Window {
    /** Provided by the Electron preload, or by the HTTP bridge in the browser host. */
    api: FieldboardApi;
  }
}
export {};
