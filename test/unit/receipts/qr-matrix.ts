import { create } from 'qrcode';
import { QR_QUIET_ZONE } from '$main/receipts/qr';

/** The dark modules drawn by the receipt's QR SVG, read back from its path, as rows of 0 and 1. */
export function matrixFromSvg(svg: string): string[] {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!viewBox) throw new Error('no viewBox in the QR SVG');
  const size = Number(viewBox[1]) - 2 * QR_QUIET_ZONE;
  const rows = Array.from({ length: size }, () => Array<string>(size).fill('0'));
  const d = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) rows[Number(y) - QR_QUIET_ZONE]![Number(x) - QR_QUIET_ZONE + i] = '1';
  }
  return rows.map((row) => row.join(''));
}

/** The modules a QR code of `content` has, generated independently of the receipt's code. */
export function expectedMatrix(content: string): string[] {
  const { modules } = create(content, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => (modules.get(row, col) ? '1' : '0')).join(''),
  );
}

export function qrSvgOf(html: string): string | undefined {
  return /<svg class="qr"[\s\S]*?<\/svg>/.exec(html)?.[0];
}
