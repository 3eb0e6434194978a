/** A receipt's paper: an A4 page or an 80 mm roll. */
export type ReceiptLayout = 'a4' | 'roll80';
/** The language a receipt is printed in. */
export type ReceiptLanguage = 'en' | 'is';
/** How a receipt left the app: on paper, as a PDF, or as an HTML file. */
export type ReceiptKind = 'print' | 'pdf' | 'html';
