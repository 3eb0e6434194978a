import type { EntityType } from '../entity-types';
import type { Settings } from '../wire/settings';
import type { Notice } from './notice';
import type { Problem } from './problem';

export interface RuleContext {
  type: EntityType;
  /** The settings the application is validated against; absent before the first sync. */
  settings: Settings | undefined;
  /** Today as `YYYY-MM-DD`, passed in so rules stay pure. */
  today: string;
}

export type Rule = (application: unknown, context: RuleContext) => Problem[];

/** A rule of the second severity: what it finds informs and never blocks (see notice.ts). */
export type NoticeRule = (application: unknown, context: RuleContext) => Notice[];
