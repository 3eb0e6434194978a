import { isAppUrl } from './app-origin';

/** What the IPC bridge knows of the frame a request came from. */
export interface SenderFacts {
  /** The frame's URL (`event.senderFrame.url`). */
  url: string | undefined;
  /** Whether it is the top frame of the app's window. */
  isMainFrameOfAppWindow: boolean;
}

/**
 * Only the app's own page in the app's own window may call main: not a subframe, not another
 * window, not a page that somehow navigated elsewhere. Checked before a request is even parsed.
 */
export function isTrustedSender(sender: SenderFacts): boolean {
  return sender.isMainFrameOfAppWindow && sender.url !== undefined && isAppUrl(sender.url);
}
