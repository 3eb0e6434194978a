import type { ReceiptLayout } from '$shared/receipt-options';
import { A4, ROLL80 } from './receipt-page';

/**
 * Print stylesheets, inline in each receipt. Black on white only: a thermal printer has no grey,
 * and a merchant may photocopy an A4 receipt. Fonts are local (DejaVu on Linux, the system sans
 * elsewhere): a receipt loads nothing.
 */
const COMMON = `
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
body {
  font-family: 'DejaVu Sans', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif;
  -webkit-print-color-adjust: exact; print-color-adjust: exact;
  overflow-wrap: anywhere;
}
h1, h2, p, dl, dd { margin: 0; }
@media screen { .on-paper { display: none; } }
@media print { .on-screen { display: none; } }
.operator { font-weight: 700; }
.status { font-weight: 700; }
.banner { border: 2px solid #000; text-align: center; }
.banner strong { display: block; }
.reprint strong { letter-spacing: 0.25em; }
/* Small sections stay whole; a long table may continue on the next page, its heading never left behind. */
.merchant, .details, .bank, .qr-block, .banner, footer { break-inside: avoid; }
h2, h3, thead { break-after: avoid; }
h2 { text-transform: uppercase; letter-spacing: 0.08em; border-bottom: 1.5px solid #000; }
.facts > div { break-inside: avoid; }
dd { font-weight: 600; }
.id { font-family: 'DejaVu Sans Mono', Consolas, 'Courier New', monospace; font-weight: 700; white-space: nowrap; }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; font-weight: 600; border-bottom: 1px solid #000; }
td { vertical-align: top; }
tr { break-inside: avoid; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.sub { display: block; font-size: 0.85em; font-weight: 400; }
.qr { display: block; }
footer { border-top: 1.5px solid #000; }
`;

const A4_CSS = `
@page { size: A4; margin: ${A4.marginMm.vertical}mm ${A4.marginMm.horizontal}mm; }
@media screen { body { max-width: ${A4.widthMm}mm; margin: 0 auto; padding: ${A4.marginMm.vertical}mm ${A4.marginMm.horizontal}mm; } }
body { font-size: 9pt; line-height: 1.35; }
header { display: flex; justify-content: space-between; align-items: flex-start; gap: 8mm; padding-bottom: 3mm; border-bottom: 3px solid #000; }
.operator { font-size: 18pt; line-height: 1.2; }
h1 { font-size: 13pt; font-weight: 400; margin-top: 1mm; }
.status { margin-top: 2mm; font-size: 10.5pt; }
.qr-block { text-align: center; flex: none; }
.qr { width: 26mm; height: 26mm; margin: 0 auto; }
.qr-block .id { font-size: 11pt; }
.qr-caption { font-size: 8pt; }
.banner { margin-top: 4mm; padding: 2mm 4mm; }
.reprint strong { font-size: 14pt; }
.pending strong { font-size: 12pt; }
.pending p + p { margin-top: 1.5mm; font-weight: 400; }
.columns { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; align-items: start; }
h2 { font-size: 8.5pt; margin: 3.5mm 0 1mm; padding-bottom: 0.6mm; }
h3 { font-size: 8.5pt; margin: 2.5mm 0 0.3mm; }
.facts > div { display: grid; grid-template-columns: 30mm 1fr; gap: 3mm; padding: 0.6mm 0; border-bottom: 0.5pt solid #999; }
.facts .merchant-id dd { font-size: 13pt; line-height: 1.2; }
th, td { padding: 0.45mm 2mm; }
.sub { line-height: 1.2; }
.processing .scope { font-size: 0.85em; }
th:first-child, td:first-child { padding-left: 0; }
th:last-child, td:last-child { padding-right: 0; }
td { border-bottom: 0.5pt solid #999; }
.none { margin-top: 1mm; font-style: italic; }
footer { margin-top: 4mm; padding-top: 2mm; }
`;

// Most 80 mm printers print 72 mm; the padding keeps the text inside that band. The margins live
// on the body rather than @page, so the height measured on screen is the paper needed (R3).
const ROLL_CSS = `
@page { size: ${ROLL80.widthMm}mm ${ROLL80.fallbackHeightMm}mm; margin: 0; }
body { width: ${ROLL80.widthMm}mm; padding: ${ROLL80.paddingMm.vertical}mm ${ROLL80.paddingMm.horizontal}mm; font-size: 8.5pt; line-height: 1.35; }
header { text-align: center; padding-bottom: 2.5mm; border-bottom: 2px solid #000; }
.operator { font-size: 12pt; }
h1 { font-size: 9pt; font-weight: 400; margin-top: 0.5mm; }
.status { margin-top: 1.5mm; }
.banner { margin-top: 3mm; padding: 2mm; }
.reprint strong { font-size: 12pt; }
.pending strong { font-size: 10pt; }
.pending p + p { margin-top: 1mm; font-weight: 400; text-align: left; }
h2 { font-size: 8.5pt; margin: 4mm 0 1.5mm; padding-bottom: 0.5mm; }
h3 { font-size: 8.5pt; margin: 2.5mm 0 0.5mm; }
.facts > div { display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; padding: 0.6mm 0; border-bottom: 1px dashed #000; }
.facts dt { flex: none; max-width: 45%; }
.facts dd { text-align: right; min-width: 0; }
.facts .merchant-id dd { font-size: 11pt; }
.qr-block { text-align: center; margin-top: 3mm; }
.qr { width: 30mm; height: 30mm; margin: 0 auto; }
.qr-caption { font-size: 7.5pt; }
th, td { padding: 0.8mm 0 0.8mm 1.5mm; }
th:first-child, td:first-child { padding-left: 0; }
td { border-bottom: 1px dashed #000; }
.store { padding: 1mm 0; border-bottom: 1px dashed #000; break-inside: avoid; }
.store-name { font-weight: 700; }
.store .facts > div { border-bottom: 0; padding: 0; }
.none { margin-top: 0.5mm; font-style: italic; }
footer { margin-top: 4mm; padding-top: 2mm; text-align: center; }
`;

export function receiptStyles(layout: ReceiptLayout): string {
  return COMMON + (layout === 'a4' ? A4_CSS : ROLL_CSS);
}
