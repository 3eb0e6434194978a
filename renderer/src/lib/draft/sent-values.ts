import type { Path } from './paths';
import { type SectionId, sectionOf } from './sections';

/** One value the service will receive, where it sits, for the review (decision M6). */
export interface SentValue {
  path: Path;
  /** A text or number as typed, a yes/no, or a list of codes (roles, card types). */
  value: string | number | boolean | readonly (string | number)[];
}

const isStoredFile = (value: unknown) => typeof value === 'object' && value !== null && 'attachmentId' in value;
const isPrimitive = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * Every filled-in value of the application and its agreed processing fees, in the order of the
 * form, grouped by the step that shows it. Files are left to the documents list below; empty
 * values are not sent and not listed.
 */
export function sentValuesBySection(application: Record<string, unknown>, processingFees: unknown): Map<SectionId, SentValue[]> {
  const out = new Map<SectionId, SentValue[]>();
  const add = (path: Path, value: SentValue['value']) => {
    const section = sectionOf(path);
    if (section === 'documents' || section === 'review') return;
    const list = out.get(section) ?? [];
    list.push({ path, value });
    out.set(section, list);
  };
  const walk = (path: Path, value: unknown): void => {
    if (value === undefined || value === null || value === '' || isStoredFile(value)) return;
    if (isPrimitive(value)) return add(path, value);
    if (Array.isArray(value)) {
      if (value.length > 0 && value.every((item) => typeof item === 'string' || typeof item === 'number')) return add(path, value);
      value.forEach((item, index) => walk([...path, index], item));
      return;
    }
    if (typeof value === 'object') for (const [key, item] of Object.entries(value)) walk([...path, key], item);
  };
  walk([], application);
  if (Array.isArray(processingFees))
    processingFees.forEach((fee: unknown, index) => {
      const value = (fee as { value?: unknown }).value;
      if (typeof value === 'number') add(['processingFees', index, 'value'], value);
    });
  return out;
}
