import { create } from 'qrcode';
import { escapeHtml, type Html, trustedHtml } from './html';

/** Modules of white around the symbol, as the QR specification asks for a reliable scan. */
export const QR_QUIET_ZONE = 4;

/** What the receipt's QR code holds (decision R4): the merchant ID's decimal digits and nothing else. */
export function qrContent(merchantId: number): string {
  return String(merchantId);
}

/**
 * The QR code as inline SVG: one path of dark runs per row, in module units, so it stays sharp at
 * any print size and needs no image file. Error correction M survives a smudged thermal print.
 */
export function qrSvg(content: string, label: string): Html {
  const { modules } = create(content, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const total = size + 2 * QR_QUIET_ZONE;
  let path = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      const run = col - start;
      path += `M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${run}v1h-${run}z`;
    }
  }
  return trustedHtml(
    `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges" role="img" aria-label="${escapeHtml(label)}">` +
      `<rect width="${total}" height="${total}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`,
  );
}
