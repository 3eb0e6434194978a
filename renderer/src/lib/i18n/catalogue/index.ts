import { access } from './access';
import { dashboard } from './dashboard';
import { documents } from './documents';
import { editor } from './editor';
import { edits } from './edits';
import { errors } from './errors';
import { fields } from './fields';
import { mainMessages } from './main-messages';
import { notices } from './notices';
import { refusals } from './refusals';
import { outbox } from './outbox';
import { problems } from './problems';
import { readings } from './readings';
import { receipts } from './receipts';
import { settings } from './settings';
import { shell } from './shell';
import { welcome } from './welcome';

export const catalogue = {
  ...shell,
  ...welcome,
  ...dashboard,
  ...editor,
  ...documents,
  ...fields,
  ...problems,
  ...notices,
  ...readings,
  ...outbox,
  ...receipts,
  ...settings,
  ...outbox,
  ...receipts,
  ...settings,
  ...refusals,
  ...edits,
  ...errors,
  ...mainMessages,
  ...access,
};
export type MessageKey = keyof typeof catalogue;
