import type { DraftBody } from '$shared/draft';
import type { EntityType } from '$shared/entity-types';
import type { NoticeConfirmation } from '$shared/rules/notice';
import {
  type Actor,
  confirmNotBoarded,
  type ApplicationListQuery,
  type ApplicationRecord,
  deleteApplication,
  applicationOfAttachment,
  getDocument,
  listAttempts,
  listHeld,
  listUntouchedDrafts,
  removeDocument,
  setConfig,
} from '$main/database';
import { exportBackupInto } from './backup/backups';
import { blankDraft, createDraft, queueApplication, saveAndValidate, unqueueApplication } from './applications/applications';
import { changeType, copyAsNew, previewTypeChange, setField } from './applications/application-edits';
import { importApplication } from './applications/import-application';
import type { Core } from './core';
import { diskSpace } from './retention/disk-space';
import { type DocumentTarget, addDocument } from './documents/document-intake';
import { thumbnailOf } from './documents/document-thumbnails';
import type { RequestContext } from './request-context';
import { type ConfirmedIds, resendUnknown, resolveWithIds } from './outbox/resolve-unknown';
import { purgeWithLog } from './retention/purge-with-log';
import { dueForPurge, getRetentionDays, setRetentionDays } from './retention/retention';
import { makeQueuedDue } from './outbox/send-now';
import { requireEditableApplication } from './documents/store-document';
import { databaseRequestsFor } from './database-requests';
import { keyBoundElsewhere, storeApiKey } from './settings/stored-api-key';
import { testPersonsRefused } from './applications/test-persons';
import { applicationView, attemptView, savedDraftView } from './views/application-view';
import { withCopyOf, withCopyOfEach } from './views/copy-of';

/**
 * The core as one request sees it: what it may do, with its database, the settings snapshot in force
 * and who asks bound once. The IPC handlers and the command line call this, never the database; what
 * needs the database alone comes from `databaseRequestsFor`, which a command beside the app gets.
 * The snapshot is read when each call is made, so a sync between two calls is seen by the second.
 */
export function coreFor(core: Core, actor: Actor) {
  const { database } = core;
  const context = (): RequestContext => ({ database, snapshot: core.currentSnapshot(), actor });
  const reads = databaseRequestsFor(database);
  return {
    ...reads,
    applications: {
      ...reads.applications,
      list: (query: ApplicationListQuery) => withCopyOf(database, reads.applications.rows(query)),
      blank: (entityType: EntityType) => blankDraft(entityType, core.currentSnapshot()),
      create: (input: { entityType: EntityType; draft?: DraftBody }) => createDraft(context(), input),
      /** A wire-format application becomes a draft, ready when it is valid; its documents are read in the background. */
      import: async (input: { entityType: EntityType; wire: unknown }) => {
        const imported = await importApplication(database, input.entityType, input.wire, core.currentSnapshot(), actor);
        core.documentReadings.readPending();
        return imported;
      },
      view: (id: string) => applicationView(database, id),
      save: (input: { id: string; draft: DraftBody; expectedRevision?: number }) => saveAndValidate(context(), input),
      /** What a save's answer carries: the saved part of the view, from the record the save returned. */
      savedView: (record: ApplicationRecord, draft: DraftBody) => savedDraftView(database, record, draft),
      setField: (input: { id: string; path: string; value: unknown }) => setField(context(), input),
      delete: (id: string, expectedRevision?: number) => deleteApplication(database, id, actor, expectedRevision),
      copy: (id: string) => copyAsNew(context(), { id }),
      previewTypeChange: (id: string, to: EntityType) => previewTypeChange(database, id, to),
      changeType: (input: { id: string; to: EntityType; expectedRevision: number }) => changeType(context(), input),
      queue: (input: { id: string; confirmations?: readonly NoticeConfirmation[] }) => queueApplication(context(), input),
      unqueue: (id: string) => unqueueApplication(context(), { id }),
      untouchedDrafts: (before: string, limit: number) => listUntouchedDrafts(database, before, limit),
      /** The fields naming test persons that the service in force refuses. */
      testPersonsRefused: (id: string) => testPersonsRefused(database, id, core.inForce().baseUrl),
    },
    outbox: {
      sendNow: () => makeQueuedDue(database),
      attempts: (id: string) => listAttempts(database, id).map(attemptView),
      resolve: (input: { id: string } & ConfirmedIds) => resolveWithIds(context(), input),
      resend: (id: string) => resendUnknown(context(), { id }),
    },
    documents: {
      requireEditable: (applicationId: string) => requireEditableApplication(database, applicationId),
      add: (target: Omit<DocumentTarget, 'database'>, bytes: Buffer, fileName: string | undefined, scan?: { stillWanted: () => boolean }) =>
        addDocument({ ...target, database, readPending: () => core.documentReadings.readPending() }, bytes, fileName, scan),
      read: (attachmentId: string) => getDocument(database, attachmentId),
      /** The application a document belongs to (undefined for none), without reading the file. */
      applicationOf: (attachmentId: string) => applicationOfAttachment(database, attachmentId),
      /** A tile's JPEG, from the database (null for a PDF, undefined for no such document). */
      thumbnail: (attachmentId: string) => thumbnailOf(database, attachmentId),
      remove: (attachmentId: string) => removeDocument(database, attachmentId),
      /** Resolves once every stored document has been read (the command line waits before it ends). */
      readingsSettled: () => core.documentReadings.settled(),
    },
    restore: {
      /** Held applications; a held copy still under its original's name says whose copy it is. */
      held: () => withCopyOfEach(database, listHeld(database)),
      confirmNotBoarded: (which: { ids: readonly string[] } | 'all', reason: string) => confirmNotBoarded(database, which, actor, reason),
    },
    settings: {
      ...reads.settings,
      set: (key: string, value: unknown) => setConfig(database, key, value),
      setApiKey: (apiKey: string | null) => storeApiKey(database, apiKey),
      keyBoundElsewhere: (baseUrl: string | null) => keyBoundElsewhere(database, baseUrl),
    },
    backup: {
      export: (passphrase: string, folder?: string) => exportBackupInto(database, passphrase, folder),
    },
    storage: {
      retentionDays: () => getRetentionDays(database),
      setRetentionDays: (days: number) => setRetentionDays(database, days),
      purgeExpired: () => purgeWithLog(core, actor),
      /** The applications a purge under `days` would take now. */
      dueForPurge: (days: number) => dueForPurge(database, days),
      diskSpace: () => diskSpace(database),
    },
  };
}

export type CoreRequests = ReturnType<typeof coreFor>;
