import type { DocumentReading, LetterReading, MrzReading } from '$shared/documents/document-reading';
import { readDraftBody, writeAt } from '$shared/draft';
import { formatPath } from '$shared/rules/problem';
import type { StoredMediaType } from '$main/documents/stored-media-types';
import type { Logger } from '$main/log/logger';
import {
  type ReadDocumentRole,
  type SettingsSnapshot,
  type Database,
  documentReadingOf,
  getApplication,
  getDocument,
  recordDocumentReading,
  unreadDocuments,
} from '$main/database';
import { isEditable } from '$main/database/applications/application-rows';
import { inTransaction } from '$main/database/transaction';
import { saveAndValidate } from '../applications/applications';
import { findingsOf } from './document-findings';
import { todayOf } from '../applications/validate-stored';

/** The readers, one per role that is read; each answers what it found, or throws when its limits stopped it. */
export interface DocumentReaders {
  identification(bytes: Buffer, mediaType: StoredMediaType): Promise<MrzReading>;
  bankConfirmation(bytes: Buffer, mediaType: StoredMediaType): Promise<LetterReading>;
}

export interface DocumentReadings {
  /** Reads, in the background and one at a time, every stored document whose reading is pending. */
  readPending(): void;
  /** Resolves once nothing is pending or being read (the command line waits for it before it ends). */
  settled(): Promise<void>;
  /** Told the application's id whenever a reading was stored (and perhaps fields filled). */
  onRead(listener: (applicationId: string) => void): void;
  /** Stops taking the next document and waits for the one being read; what is pending is read at the next start. */
  close(): Promise<void>;
}

interface ReadingsOptions {
  database: Database;
  readers: DocumentReaders;
  logger: Logger;
  /** The settings fills are validated against, read when each fill is written. */
  snapshot: () => SettingsSnapshot | undefined;
}

/**
 * The database is the queue: a document stored for a role that is read has a `reading` row until its
 * reader answers, so a document left unread when the app stopped is read at the next start.
 * Reading starts on a later turn of the event loop, so the agent has the answer to adding the
 * document first; documents are read one at a time, as each reader's worker is one.
 */
export function startDocumentReadings({ database, readers, logger, snapshot }: ReadingsOptions): DocumentReadings {
  const listeners: ((applicationId: string) => void)[] = [];
  let running: Promise<void> | undefined;
  let closed = false;
  /** Documents this process could not finish (their row could not be written): not tried again until the next start. */
  const skipped = new Set<string>();

  async function drain(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (;;) {
      if (closed) return;
      const next = unreadDocuments(database).find((document) => !skipped.has(document.attachmentId));
      if (next === undefined) return;
      try {
        // `close` waits for this read, so the database is still open to take its answer.
        const reading = await readOne(next.attachmentId, next.role);
        if (storeReading(next.attachmentId, reading)) for (const listener of listeners) listener(next.applicationId);
      } catch (error) {
        skipped.add(next.attachmentId);
        logger.error('a document reading could not be stored', { attachmentId: next.attachmentId, error });
      }
    }
  }

  /** The reader's answer; null when it failed (its limits stopped it, or the file cannot be opened). */
  async function readOne(attachmentId: string, role: ReadDocumentRole): Promise<DocumentReading | null> {
    const found = getDocument(database, attachmentId);
    if (found === undefined) return null;
    const mediaType = found.meta.mediaType as StoredMediaType;
    const startedAt = Date.now();
    try {
      const reading = await (role === 'identification' ? readers.identification : readers.bankConfirmation)(found.bytes, mediaType);
      // What was read is personal data: the log says only how it went.
      logger.info('document read', { attachmentId, role, outcome: reading.outcome, ms: Date.now() - startedAt });
      return reading;
    } catch (error) {
      logger.warn('document reader failed', { attachmentId, role, why: error instanceof Error ? error.name : 'unknown' });
      return null;
    }
  }

  /**
   * Stores the reading and, while the application can change, writes what it fills into the
   * draft through the ordinary save (a new revision, validated, audited as the system naming the
   * document), in one transaction. False when the document went meanwhile.
   */
  function storeReading(attachmentId: string, reading: DocumentReading | null): boolean {
    return inTransaction(database, () => {
      const stored = documentReadingOf(database, attachmentId);
      if (stored === undefined) return false;
      const record = getApplication(database, stored.applicationId);
      if (record === undefined) return false;
      const draft = readDraftBody(record.body);
      const fills = isEditable(record.status)
        ? findingsOf({ ...stored, state: 'read', reading }, record.entityType, draft, todayOf(database)).fills
        : [];
      if (fills.length > 0) {
        for (const fill of fills) writeAt(draft.application, fill.path, fill.value);
        const reason = `filled from document ${attachmentId}: ${fills.map((fill) => formatPath(fill.path)).join(', ')}`;
        saveAndValidate(
          { database, snapshot: snapshot(), actor: 'system' },
          { id: record.id, draft, expectedRevision: record.revision, note: { action: 'document_fill', reason } },
        );
      }
      return recordDocumentReading(database, attachmentId, reading, fills);
    });
  }

  function readPending(): void {
    if (closed || running !== undefined) return;
    running = drain()
      .catch((error: unknown) => logger.error('reading documents stopped; they are read again at the next start', { error }))
      .finally(() => {
        running = undefined;
        // A document stored between the last look and this moment is not left waiting.
        if (!closed && unreadDocuments(database).some((document) => !skipped.has(document.attachmentId))) readPending();
      });
  }

  return {
    readPending,
    async settled() {
      while (running !== undefined) await running;
    },
    onRead(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      await running;
    },
  };
}
