import type { DraftBody } from '../../../shared/draft';
import type { DocumentsView } from '../../../shared/ipc/views';
import type { ApplicationRecord, Store } from '../../store';

/** What the stored documents say about an application's form, as the editor shows it. */
export function documentsViewOf(_store: Store, _record: ApplicationRecord, _draft: DraftBody): DocumentsView {
  return { readings: [], filled: [], offered: [] };
}
