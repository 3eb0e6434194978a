import { isSectioned } from '../rules/validation-units';
import { type DraftBody, isDocumentRef } from './draft-body';

/**
 * A draft's JSON text, made section by section, and each section's text: what a save stores and
 * what IncrementalValidation compares sections by, so an autosave turns the draft into JSON once,
 * not twice. The text is JSON.stringify's for the same draft: the same keys in the same order,
 * each value written by JSON.stringify itself. `sections` is undefined where the application is
 * not sectioned (validation then sees the whole draft) or something defines its own JSON form.
 */
export interface DraftJson {
  json: string;
  sections: ReadonlyMap<string, string> | undefined;
}

export function draftJson(draft: DraftBody): DraftJson {
  const application: unknown = (draft as Partial<DraftBody> | null)?.application;
  if (!isPlain(draft) || !isSectioned(application) || isDocumentRef(application) || !isPlain(application)) {
    return { json: JSON.stringify(draft ?? null), sections: undefined };
  }
  const sections = new Map<string, string>();
  let json = '';
  for (const [key, value] of Object.entries(draft)) {
    const text = key === 'application' ? applicationJson(application, sections) : (JSON.stringify(value) as string | undefined);
    if (text !== undefined) json += `${json === '' ? '{' : ','}${JSON.stringify(key)}:${text}`;
  }
  return { json: json === '' ? '{}' : `${json}}`, sections };
}

function applicationJson(application: Record<string, unknown>, sections: Map<string, string>): string {
  let json = '';
  for (const [key, value] of Object.entries(application)) {
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) continue;
    sections.set(key, text);
    json += `${json === '' ? '{' : ','}${JSON.stringify(key)}:${text}`;
  }
  return json === '' ? '{}' : `${json}}`;
}

/** An object JSON.stringify writes key by key: not an array, and with no toJSON of its own. */
function isPlain(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
}
