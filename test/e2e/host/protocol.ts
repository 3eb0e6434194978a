/** What the test process asks its app process (`e2e-host.ts`), one JSON object a line on its stdin. */
export type HostRequest =
  | {
      op: 'open';
      dataDir: string;
      training?: boolean;
      baseUrl?: string;
      apiKey?: string;
      /** Set in the host's environment for this app only. */
      env?: Record<string, string>;
    }
  | { op: 'close' };

/** Its answer to each, in order, one a line on its stdout after `REPLY_PREFIX`. */
export type HostReply = { op: 'opened'; url: string } | { op: 'closed' } | { op: 'failed'; message: string };

export const REPLY_PREFIX = 'e2e-host: ';
