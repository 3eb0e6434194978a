import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { ROLL_WIDTH_PX, rollLengthMm, rollPageCss } from '$main/receipts/receipt-page';
import type { ReceiptLayout } from '$main/database';
import { tempDir } from '$test/helpers/temp-dir';

export const RECEIPT_ARTIFACTS = path.resolve(import.meta.dirname, '../../../../test-results/receipts');

/** Debian's Chromium, as the end-to-end layer uses it; nothing is downloaded. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface ReceiptPdf {
  pdf: Buffer;
  /** Document width and viewport width in CSS pixels, as laid out before printing. */
  scrollWidth: number;
  viewportWidth: number;
}

/**
 * Prints a receipt the way the app's PDF maker is meant to (R3): A4 at its CSS page size; the
 * roll laid out 80 mm wide, measured, and cut to one page as long as the receipt.
 */
export async function receiptPdf(browser: Browser, html: string, layout: ReceiptLayout): Promise<ReceiptPdf> {
  const viewportWidth = layout === 'roll80' ? ROLL_WIDTH_PX : 794;
  const page = await browser.newPage({ viewport: { width: viewportWidth, height: 1123 } });
  try {
    await page.setContent(html);
    const scrollWidth = (await page.evaluate('document.documentElement.scrollWidth')) as number;
    if (layout === 'roll80') {
      const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
      await page.addStyleTag({ content: rollPageCss(rollLengthMm(height)) });
    }
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    return { pdf, scrollWidth, viewportWidth };
  } finally {
    await page.close();
  }
}

function withTempPdf<T>(pdf: Buffer, body: (file: string) => T): T {
  const file = path.join(tempDir('fieldboard-receipt-'), 'receipt.pdf');
  fs.writeFileSync(file, pdf);
  return body(file);
}

/** The PDF's text as poppler extracts it. */
export function pdfText(pdf: Buffer): string {
  return withTempPdf(pdf, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
}

export function pdfInfo(pdf: Buffer): { pages: number; widthPt: number; heightPt: number } {
  const info = withTempPdf(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
  return { pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), widthPt: Number(size[1]), heightPt: Number(size[2]) };
}

/** The PDF and each of its pages as a PNG at 80 dpi under test-results/receipts/, for a person to look at. */
export function savePngs(pdf: Buffer, name: string): string[] {
  fs.mkdirSync(RECEIPT_ARTIFACTS, { recursive: true });
  const prefix = path.join(RECEIPT_ARTIFACTS, name);
  for (const old of fs.readdirSync(RECEIPT_ARTIFACTS)) if (old.startsWith(`${name}-`)) fs.rmSync(path.join(RECEIPT_ARTIFACTS, old));
  fs.writeFileSync(`${prefix}.pdf`, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '80', `${prefix}.pdf`, prefix]);
  return fs
    .readdirSync(RECEIPT_ARTIFACTS)
    .filter((file) => file.startsWith(`${name}-`) && file.endsWith('.png'))
    .map((file) => path.join(RECEIPT_ARTIFACTS, file));
}
