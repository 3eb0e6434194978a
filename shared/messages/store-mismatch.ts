import { type MessageOf, messageSchema } from './define';

/**
 * How the stores in the service's answer differ from those sent (decision G26: matched by
 * position). `legacy` is a note stored in English before notes were codes, shown as stored.
 */
export const STORE_MISMATCHES = {
  count: { sent: 'number', received: 'number' },
  name: { store: 'number', name: 'text' },
  legacy: { text: 'text' },
} as const;

export type StoreMismatch = MessageOf<typeof STORE_MISMATCHES>;
export const StoreMismatchSchema = messageSchema(STORE_MISMATCHES);
