import type { AttemptSummary } from '$shared/messages/attempt-summaries';
import type { StatusReason } from '$shared/messages/status-reasons';
import type { StoreMismatch } from '$shared/messages/store-mismatch';
import type { ServiceFailure } from '$shared/ipc/views';
import { type Params, tMaybe } from './i18n.svelte';

interface Coded {
  code: string;
  params: Record<string, string | number> | undefined;
}

/**
 * A message main sent as a code (shared/messages, shared/ipc/errors) in the agent's language:
 * `<family>.<code>`, each worded parameter value from `<family>.<code>.<param>.<value>`. The
 * catalogue's types guarantee both exist; the code itself is shown only if a build is out of step.
 */
export function wordCoded(family: string, message: Coded): string {
  // An answer from an older main may lack params: the sentence is still worded, without them.
  const given = message.params ?? {};
  const params: Params = { ...given };
  for (const [name, value] of Object.entries(given)) {
    if (typeof value !== 'string') continue;
    const worded = tMaybe(`${family}.${message.code}.${name}.${value}`, given);
    if (worded !== undefined) params[name] = worded;
  }
  return tMaybe(`${family}.${message.code}`, params) ?? `${family}.${message.code}`;
}

export const statusReasonText = (reason: StatusReason): string => wordCoded('reason', reason);
export const attemptSummaryText = (summary: AttemptSummary): string => wordCoded('attempt', summary);
export const storeMismatchText = (note: StoreMismatch): string => wordCoded('mismatch', note);
export const serviceFailureText = (failure: ServiceFailure): string => wordCoded('error', { code: 'service', params: failure });
