import { dashboard } from './dashboard';
import { editor } from './editor';
import { fields } from './fields';
import { outbox } from './outbox';
import { problems } from './problems';
import { settings } from './settings';
import { shell } from './shell';

export const catalogue = { ...shell, ...dashboard, ...editor, ...fields, ...problems, ...outbox, ...settings };
export type MessageKey = keyof typeof catalogue;
