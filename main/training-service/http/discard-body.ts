import type { IncomingMessage } from 'node:http';

/** How long the unread rest of a body is drained before a reply. */
const LINGER_MS = 2_000;

/**
 * A reply sent while the client is still uploading tends to reach it as a reset, not as the reply:
 * closing a socket with unread data sends a reset, and undici (behind fetch) drops a connection
 * answered early. So before any reply the rest of the body is read and dropped — memory stays
 * flat — for LINGER_MS at most. Resolves false when the body did not end in time: the caller then
 * closes the connection after replying.
 */
export function discardUnreadBody(req: IncomingMessage): Promise<boolean> {
  if (req.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      req.off('end', onEnd);
      req.off('close', onClose);
      resolve(ended);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(req.complete);
    const timer = setTimeout(() => finish(false), LINGER_MS);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.resume();
  });
}
