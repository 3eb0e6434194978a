import { MAX_LIST_ITEMS } from './wire/list-limits';

/**
 * The shape of any request or answer between processes (the IPC bridge, the browser host, the
 * training service, the service's answers), checked before it is parsed or validated; see
 * docs/security.md, "Bounded inputs". Generous next to what the app sends: a draft nests at
 * most 32 levels (MAX_DRAFT_DEPTH) and its longest list holds MAX_LIST_ITEMS.
 */
export const MAX_REQUEST_DEPTH = 64;
export const MAX_REQUEST_ARRAY_ITEMS = 50 * MAX_LIST_ITEMS;
/**
 * Members of one request (every key and every list item): the largest valid draft, 50 stores, 20
 * persons, 100 service charges and 200 processing fees, holds about 5,200. Object keys are what
 * costs: a million of them held a thread for seconds, and twenty thousand take milliseconds.
 */
export const MAX_REQUEST_MEMBERS = 20_000;
/** Characters of any one string of a request but a document's base64: a reason is 500 at most, an address 500. */
export const MAX_REQUEST_TEXT_CHARS = 4_096;
/** Characters in all the strings of one IPC request: a document's base64 (15,000,000 at most) and its draft. */
export const MAX_REQUEST_STRING_CHARS = 20 * 1024 * 1024;
/** The one long string a request may carry: `attachments:add`'s file as base64, at the top of the request. */
export const REQUEST_DOCUMENT_KEY = 'dataBase64';
/** Its longest: a 10 MB file is 13,981,016 characters of base64. */
export const MAX_REQUEST_DOCUMENT_CHARS = 15_000_000;
