import type { Catalogue } from './entry';

/** The receipt dialog: paper, language, preview, printing, PDFs and the print history. */
export const receipts = {
  'receipt.open': { en: 'Receipt', is: 'Kvittun' },
  'receipt.openFor': { en: 'Receipt: {name}', is: 'Kvittun: {name}' },
  'receipt.title': { en: 'Receipt: {name}', is: 'Kvittun: {name}' },
  'receipt.pendingNote': {
    en: 'This application has not reached the acquirer yet, so the receipt says “Application received, not yet submitted” and has no merchant ID.',
    is: 'Umsóknin hefur ekki borist færsluhirðinum enn, svo á kvittuninni stendur „Umsókn móttekin, ekki enn send inn“ og ekkert söluaðilanúmer.',
  },
  'receipt.layout': { en: 'Paper', is: 'Pappír' },
  'receipt.layout.a4': { en: 'A4 sheet', is: 'A4-blað' },
  'receipt.layout.roll80': { en: '80 mm receipt roll', is: '80 mm kvittanarúlla' },
  'receipt.language': { en: 'Language of the receipt', is: 'Tungumál kvittunar' },
  'receipt.preview': { en: 'Preview of the receipt', is: 'Forskoðun kvittunar' },
  'receipt.loading': { en: 'Preparing the receipt…', is: 'Undirbý kvittunina…' },
  'receipt.reprintNote': {
    en: 'This receipt was first printed {when}, so this copy is marked REPRINT.',
    is: 'Þessi kvittun var fyrst prentuð {when}, svo þetta eintak er merkt ENDURPRENTUN.',
  },
  'receipt.print': { en: 'Print', is: 'Prenta' },
  'receipt.savePdf': { en: 'Save as PDF', is: 'Vista sem PDF' },
  'receipt.pdfHow': {
    en: 'Fieldboard cannot make the PDF itself here. In the print dialog that opens, choose “Save as PDF” as the printer.',
    is: 'Fieldboard getur ekki búið PDF-skrána til sjálft hér. Í prentglugganum sem opnast skaltu velja „Vista sem PDF“ (Save as PDF) sem prentara.',
  },
  'receipt.printed': { en: 'Sent to printing {when}.', is: 'Sent í prentun {when}.' },
  'receipt.pdfSaved': { en: 'Saved as {file}.', is: 'Vistað sem {file}.' },
  'receipt.history': { en: 'Printed before', is: 'Prentað áður' },
  'receipt.historyNone': { en: 'This receipt has not been printed yet.', is: 'Þessi kvittun hefur ekki verið prentuð enn.' },
  'receipt.col.when': { en: 'When', is: 'Hvenær' },
  'receipt.col.paper': { en: 'Paper', is: 'Pappír' },
  'receipt.col.language': { en: 'Language', is: 'Tungumál' },
  'receipt.col.how': { en: 'How', is: 'Hvernig' },
  'receipt.col.copy': { en: 'Copy', is: 'Eintak' },
  'receipt.kind.print': { en: 'Printed', is: 'Prentuð' },
  'receipt.kind.pdf': { en: 'PDF', is: 'PDF' },
  'receipt.kind.html': { en: 'HTML file', is: 'HTML-skrá' },
  'receipt.copy.original': { en: 'Original', is: 'Frumrit' },
  'receipt.copy.reprint': { en: 'Reprint', is: 'Endurprentun' },
  'receipt.document.pending': { en: 'not yet submitted', is: 'ekki enn send inn' },
  'receipt.reprint': { en: 'Reprint', is: 'Endurprenta' },
  'receipt.reprintRow': { en: 'Reprint the receipt printed {when}', is: 'Endurprenta kvittunina sem var prentuð {when}' },
  'receipt.reprintReady': {
    en: 'Ready to reprint on {paper} in {language}. Check the preview, then choose Print.',
    is: 'Tilbúið til endurprentunar á {paper} á {language}. Skoðaðu forskoðunina og veldu svo Prenta.',
  },
} satisfies Catalogue;
