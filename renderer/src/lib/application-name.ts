import type { ApplicationSummary } from '$shared/ipc/views';
import { t } from './i18n/i18n.svelte';

type Named = Pick<ApplicationSummary, 'businessName' | 'copyOf'>;

/**
 * The business's name as the agent tells applications apart: "Copy of …" while a copy still
 * carries the name it was copied with (decision A9), else the name; empty when it has none.
 * `name` is the name as typed where the editor has it, which may already differ from the stored one.
 */
export function copyTitle(item: Named, name: string = item.businessName): string {
  if (name === '') return '';
  return item.copyOf !== undefined && item.copyOf.name === name ? t('common.copyOf', { name }) : name;
}

/** As `copyTitle`, with "(no name yet)" for an application without one: for lists and headings, never inside a sentence. */
export function applicationName(item: Named, name: string = item.businessName): string {
  return copyTitle(item, name) || t('common.unnamed');
}
