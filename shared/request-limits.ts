import { MAX_LIST_ITEMS } from './wire/list-limits';

/**
 * The shape of any request or answer between processes (the IPC bridge, the browser host, the
 * training service, the service's answers), checked before it is parsed or validated; see
 * docs/security.md, "Bounded inputs". Generous next to what the app sends: a draft nests at
 * most 32 levels (MAX_DRAFT_DEPTH) and its longest list holds MAX_LIST_ITEMS.
 */
export const MAX_REQUEST_DEPTH = 64;
export const MAX_REQUEST_ARRAY_ITEMS = 50 * MAX_LIST_ITEMS;
/** Values in one request object over IPC, containers and array slots included: a full draft has a few thousand. */
export const MAX_REQUEST_VALUES = 200_000;
/** Characters in all the strings of one IPC request: a document's base64 (15,000,000 at most) and its draft. */
export const MAX_REQUEST_STRING_CHARS = 20 * 1024 * 1024;
