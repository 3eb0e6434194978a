import { migration as m001 } from './001-initial';
import { migration as m002 } from './002-application-bodies';
import { migration as m003 } from './003-data-lifecycle';
import { migration as m004 } from './004-application-state-seal';
import { migration as m005 } from './005-audit-detail';
import { migration as m006 } from './006-refusals-and-search';
import { migration as m007 } from './007-status-reason-codes';
import { migration as m008 } from './008-search-clear-terms';
import { migration as m009 } from './009-restore-hold';
import { migration as m010 } from './010-document-readings';
import { migration as m011 } from './011-attachment-thumbnails';
import type { Migration } from './types';

export type { Migration } from './types';

/** In version order; the runner checks it is 1, 2, 3… with no gap. Append only. */
export const MIGRATIONS: readonly Migration[] = [m001, m002, m003, m004, m005, m006, m007, m008, m009, m010, m011];
