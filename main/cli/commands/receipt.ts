import path from 'node:path';
import type { ReceiptLanguage, ReceiptLayout } from '$shared/receipt-options';
import { APP_CONFIG, ReceiptUnavailableError, type DatabaseRequests } from '$main/core';
import { CliError, EXIT } from '../cli-error';
import type { Output } from '../output';
import { writeOwnFile } from '../write-own-file';

const LAYOUTS: readonly ReceiptLayout[] = ['a4', 'roll80'];
const LANGUAGES: readonly ReceiptLanguage[] = ['en', 'is'];

export interface ReceiptArguments {
  id: string | undefined;
  file: string | undefined;
  layout: string | undefined;
  language: string | undefined;
  /** Replace an existing file (`--force`). */
  force: boolean;
}

/**
 * `receipt <id> --html <file> [--force]`: the receipt as a self-contained HTML file, recorded as
 * a copy (kind `html`), so support can hand a merchant one; it says REPRINT once the receipt was
 * printed on paper, and never uses up that paper original.
 */
export function receiptCommand(requests: DatabaseRequests, args: ReceiptArguments, out: Output): number {
  if (!args.id) throw new CliError('receipt needs an application id: fieldboard receipt <id> --html <file>', EXIT.usage);
  if (!args.file) throw new CliError('receipt needs --html <file>', EXIT.usage);
  const layout = (args.layout ?? 'a4') as ReceiptLayout;
  if (!LAYOUTS.includes(layout)) throw new CliError(`--layout must be one of ${LAYOUTS.join(', ')}`, EXIT.usage);
  const language = (args.language ?? requests.settings.get<ReceiptLanguage>(APP_CONFIG.language) ?? 'en') as ReceiptLanguage;
  if (!LANGUAGES.includes(language)) throw new CliError(`--language must be one of ${LANGUAGES.join(', ')}`, EXIT.usage);

  const file = path.resolve(args.file);
  try {
    const { html } = requests.receipts.prepare(args.id, { layout, language, kind: 'html' });
    try {
      writeOwnFile(file, html, args.force);
    } catch (error) {
      if (error instanceof CliError) throw error;
      throw new CliError(`Cannot write ${file}: ${(error as Error).message}`, EXIT.input);
    }
    // Recorded only once the file exists: a failed write is no print.
    const { print, original } = requests.receipts.record(args.id, { layout, language, kind: 'html', destination: file });
    const which = print.document === 'submitted' ? 'receipt' : 'receipt (received, not yet submitted)';
    out.line(`Wrote the ${which} for ${args.id} to ${file} (${layout}, ${language}).`);
    if (original) out.line(`Marked REPRINT: first printed on paper ${original.printedAt}.`);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof ReceiptUnavailableError) throw new CliError(error.message, EXIT.failed);
    throw error;
  }
}
