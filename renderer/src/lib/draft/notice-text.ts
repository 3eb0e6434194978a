import type { Notice } from '../../../../shared/rules/notice';
import { tMaybe } from '../i18n/i18n.svelte';

/**
 * A notice in the agent's language: `notice.<code>.<variant>` where the notice names a variant in
 * its params (whose account it is), else `notice.<code>`, filled with the notice's params. A code
 * with no words yet falls back to main's English sentence rather than showing nothing.
 */
export function noticeText(notice: Notice): string {
  const variant = notice.params.party;
  const specific = variant !== undefined ? tMaybe(`notice.${notice.code}.${variant}`, notice.params) : undefined;
  return specific ?? tMaybe(`notice.${notice.code}`, notice.params) ?? notice.message;
}
