import { requireStatus } from '../applications/application-rows';
import { DatabaseError } from '../errors';
import type { Database } from '../database';
import type { ReceiptKind, ReceiptLanguage, ReceiptLayout, ReceiptRecord } from '../types';

export interface NewReceipt {
  applicationId: string;
  layout: ReceiptLayout;
  language: ReceiptLanguage;
  kind: ReceiptKind;
  /** Printer name or file path; null for the screen. */
  destination: string | null;
}

interface ReceiptRow {
  id: number;
  application_id: string;
  printed_at: string;
  layout: ReceiptLayout;
  language: ReceiptLanguage;
  kind: ReceiptKind;
  destination: string | null;
  reprint: 0 | 1;
}

const LAYOUTS: readonly string[] = ['a4', 'roll80'];
const LANGUAGES: readonly string[] = ['en', 'is'];
const KINDS: readonly string[] = ['print', 'pdf', 'html'];

/** A reprint is marked as one, so a second copy handed to a merchant can be told from the first. */
export function recordReceipt(database: Database, input: NewReceipt): ReceiptRecord {
  if (!LAYOUTS.includes(input.layout) || !LANGUAGES.includes(input.language) || !KINDS.includes(input.kind)) {
    throw new DatabaseError('invalid_input', `Unknown receipt layout, language or kind: ${input.layout}/${input.language}/${input.kind}`);
  }
  const now = database.now().toISOString();
  return database.db
    .transaction(() => {
      requireStatus(database, input.applicationId);
      // Only paper uses up the original: a PDF or a file is a copy.
      const earlier = database.db
        .prepare("SELECT 1 FROM receipts WHERE application_id = ? AND kind = 'print' LIMIT 1")
        .get(input.applicationId);
      const inserted = database.db
        .prepare(
          `INSERT INTO receipts (application_id, printed_at, layout, language, kind, destination, reprint)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(input.applicationId, now, input.layout, input.language, input.kind, input.destination, earlier === undefined ? 0 : 1);
      return {
        id: Number(inserted.lastInsertRowid),
        applicationId: input.applicationId,
        printedAt: now,
        layout: input.layout,
        language: input.language,
        kind: input.kind,
        destination: input.destination,
        reprint: earlier !== undefined,
      };
    })
    .immediate();
}

export function listReceipts(database: Database, applicationId: string): ReceiptRecord[] {
  const rows = database.db.prepare('SELECT * FROM receipts WHERE application_id = ? ORDER BY id').all(applicationId) as ReceiptRow[];
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.application_id,
    printedAt: row.printed_at,
    layout: row.layout,
    language: row.language,
    kind: row.kind,
    destination: row.destination,
    reprint: row.reprint === 1,
  }));
}
