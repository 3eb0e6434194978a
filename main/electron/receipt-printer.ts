import { BrowserWindow } from 'electron';
import type { ReceiptPrinter } from '$main/receipts/receipt-printer';
import { ROLL_WIDTH_PX, rollLengthMm, rollPageCss } from '$main/receipts/receipt-page';
import type { ReceiptLayout } from '$shared/receipt-options';

/**
 * Receipts to PDF with Chromium's own printer: the receipt (self-contained HTML, no scripts, its
 * own CSP) is laid out in a hidden, sandboxed window with no preload; the 80 mm roll is measured
 * and cut to one page as long as the receipt (decision R3).
 */
export function createElectronReceiptPrinter(): ReceiptPrinter {
  async function withReceipt<T>(html: string, layout: ReceiptLayout, body: (window: BrowserWindow) => Promise<T>): Promise<T> {
    const window = new BrowserWindow({
      show: false,
      width: layout === 'roll80' ? ROLL_WIDTH_PX : 794,
      height: 1123,
      webPreferences: {
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        webSecurity: true,
        spellcheck: false,
        disableBlinkFeatures: 'Auxclick',
      },
    });
    try {
      await window.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`);
      if (layout === 'roll80') {
        const height = (await window.webContents.executeJavaScript('document.documentElement.scrollHeight')) as number;
        await window.webContents.insertCSS(rollPageCss(rollLengthMm(height)));
      }
      return await body(window);
    } finally {
      window.destroy();
    }
  }

  return {
    toPdf: (html, layout) =>
      withReceipt(html, layout, (window) => window.webContents.printToPDF({ preferCSSPageSize: true, printBackground: true })),
    print: (html, layout, deviceName) =>
      withReceipt(
        html,
        layout,
        (window) =>
          new Promise<boolean>((resolve, reject) => {
            window.webContents.print(
              // No deviceName key at all for the system's dialog: Electron's print options are checked by key, untested here.
              { silent: deviceName !== null, ...(deviceName ? { deviceName } : {}), printBackground: true },
              (success, reason) => {
                if (success) resolve(true);
                else if (reason === 'cancelled') resolve(false);
                else reject(new Error(`the printer did not print: ${reason}`));
              },
            );
          }),
      ),
    printers: async () => {
      const probe = new BrowserWindow({
        show: false,
        webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, disableBlinkFeatures: 'Auxclick' },
      });
      try {
        return (await probe.webContents.getPrintersAsync()).map((printer) => ({
          name: printer.name,
          displayName: printer.displayName || printer.name,
        }));
      } finally {
        probe.destroy();
      }
    },
  };
}
