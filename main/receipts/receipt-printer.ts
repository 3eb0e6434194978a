import type { ReceiptLayout } from '$shared/receipt-options';

/**
 * The platform part that turns a receipt into a PDF: Electron's printToPDF in the app. The browser
 * host and the command line have none; there the browser's own print dialog saves PDFs.
 * For `roll80`, lay the page out `ROLL_WIDTH_PX` wide, measure the document's height, append
 * `rollPageCss(rollLengthMm(height))` and print with the CSS page size (receipt-page.ts, R3).
 */
export interface ReceiptPrinter {
  toPdf(html: string, layout: ReceiptLayout): Promise<Buffer>;
  /**
   * Prints on paper: silently to `deviceName` (the printer the agent chose), or through the
   * system's print dialog when none is chosen. Resolves false when the agent cancels the dialog.
   */
  print(html: string, layout: ReceiptLayout, deviceName: string | null): Promise<boolean>;
  /** The printers this computer knows. */
  printers(): Promise<{ name: string; displayName: string }[]>;
}
