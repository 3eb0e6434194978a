import type { FrameLocator, Locator, Page } from 'playwright-core';
import { eventually } from '../support/wait';
import { type Language, startsWith, text } from '../support/texts';

export type Layout = 'a4' | 'roll80';

/** What the page's print stub saw each time the receipt was printed from its preview. */
export interface PrintSeen {
  /** The printed document's text, as on paper. */
  text: string;
  lang: string;
  /** The frame's width: 794 px is A4, 303 px the 80 mm roll. */
  width: number;
}

type ConfirmAnswer = 'receipt.confirm.printed' | 'receipt.confirm.pdf' | 'receipt.confirm.nothing';

/** 210 mm and 80 mm at 96 px per inch, the preview's paper widths. */
const WIDTH: Record<Layout, number> = { a4: 794, roll80: 303 };

/** The receipt dialog of one application: paper, language, the preview, printing, PDF and history. */
export class ReceiptPanel {
  constructor(
    readonly page: Page,
    readonly name: string,
    readonly language: Language = 'en',
  ) {}

  /** "Receipt" in `scope` (the editor's notice, an outbox card), and the first preview. */
  async open(scope: Locator): Promise<void> {
    await scope.getByRole('button', { name: text('receipt.openFor', this.language, { name: this.name }), exact: true }).click();
    await this.dialog().waitFor();
    await this.waitForPreview('a4');
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: text('receipt.title', this.language, { name: this.name }) });
  }

  frame(): Locator {
    return this.dialog().locator(`iframe[title="${text('receipt.preview', this.language)}"]`);
  }

  preview(): FrameLocator {
    return this.frame().contentFrame();
  }

  async previewText(): Promise<string> {
    return this.preview().locator('body').innerText();
  }

  async chooseLayout(layout: Layout): Promise<void> {
    await this.dialog()
      .getByRole('radio', { name: text(`receipt.layout.${layout}`, this.language), exact: true })
      .check();
    await this.waitForPreview(layout);
  }

  async chooseLanguage(language: Language, layout: Layout): Promise<void> {
    await this.dialog()
      .getByRole('radio', { name: text(`language.${language}`, this.language), exact: true })
      .check();
    await this.waitForPreview(layout, language);
  }

  /** The preview shows a loaded receipt of that paper (and language): its frame is as wide as the paper. */
  async waitForPreview(layout: Layout, language?: Language): Promise<void> {
    await eventually(
      () =>
        this.frame().evaluate((element: HTMLIFrameElement) => {
          const document = element.contentDocument;
          const loaded = element.contentWindow?.location.href === 'about:srcdoc' && document?.readyState === 'complete';
          return loaded && document.body.innerText.trim() !== ''
            ? `${element.getBoundingClientRect().width}:${document.documentElement.lang}`
            : '';
        }),
      `no ${layout} preview`,
    ).toMatch(new RegExp(`^${WIDTH[layout]}:${language ?? '\\w+'}$`));
  }

  /**
   * Replaces the preview frame's print() with a recorder: the print dialog cannot be driven
   * headless. The frame shares the page's origin (not its scripts), so the page can reach it.
   * A new preview is a new frame document: from the first call on, each is stubbed as it loads.
   */
  async stubPrint(): Promise<void> {
    await this.frame().evaluate((element: HTMLIFrameElement) => {
      const holder = window as unknown as { receiptPrints?: PrintSeen[]; receiptPrintStub?: boolean };
      const seen = (holder.receiptPrints ??= []);
      const stub = (frame: HTMLIFrameElement) => {
        frame.contentWindow!.print = () => {
          const document = frame.contentDocument!;
          seen.push({ text: document.body.innerText, lang: document.documentElement.lang, width: frame.getBoundingClientRect().width });
        };
      };
      stub(element);
      // A preview made afresh (Save as PDF renders the PDF's own) is stubbed as it loads, before the page prints it.
      if (!holder.receiptPrintStub) {
        holder.receiptPrintStub = true;
        document.addEventListener('load', (event) => event.target instanceof HTMLIFrameElement && stub(event.target), true);
      }
    });
  }

  printsSeen(): Promise<PrintSeen[]> {
    return this.page.evaluate(() => (window as unknown as { receiptPrints?: PrintSeen[] }).receiptPrints ?? []);
  }

  /**
   * The browser host's "Print" or "Save as PDF" (both print the preview through the browser's
   * dialog), then the agent's answer to "did it come out?", and the dialog's word that it was
   * recorded (or that nothing was).
   */
  private async printFromPreview(button: 'receipt.print' | 'receipt.savePdf', answer: ConfirmAnswer): Promise<void> {
    await this.dialog()
      .getByRole('button', { name: text(button, this.language), exact: true })
      .click();
    await this.answerConfirm(answer);
  }

  /** The agent's answer to "did it come out?", and the dialog's word that it was recorded (or that nothing was). */
  async answerConfirm(answer: ConfirmAnswer): Promise<void> {
    await this.dialog()
      .getByTestId('receipt-confirm')
      .getByRole('button', { name: text(answer, this.language), exact: true })
      .click();
    const said = {
      'receipt.confirm.printed': 'receipt.printed',
      'receipt.confirm.pdf': 'receipt.confirm.pdfRecorded',
      'receipt.confirm.nothing': 'receipt.confirm.nothingRecorded',
    } as const;
    const before = text(said[answer], this.language, { when: '\u0000' }).split('\u0000')[0]!;
    await this.dialog().getByText(startsWith(before)).waitFor();
  }

  /** Printed on paper, as the agent confirms. */
  print(): Promise<void> {
    return this.printFromPreview('receipt.print', 'receipt.confirm.printed');
  }

  /** Saved as a PDF from the print dialog, as the agent confirms. */
  savePdf(): Promise<void> {
    return this.printFromPreview('receipt.savePdf', 'receipt.confirm.pdf');
  }

  /** The print dialog was cancelled: the agent says nothing came out. */
  printCancelled(): Promise<void> {
    return this.printFromPreview('receipt.print', 'receipt.confirm.nothing');
  }

  /** The history table's rows, newest first, as the cells read. */
  async historyRows(): Promise<string[][]> {
    const table = this.dialog()
      .getByRole('region', { name: text('receipt.history', this.language) })
      .getByRole('table');
    const rows = await table.getByRole('row').all();
    const read: string[][] = [];
    for (const row of rows.slice(1))
      read.push((await row.getByRole('cell').or(row.getByRole('rowheader')).allInnerTexts()).map((cell) => cell.trim()));
    return read;
  }

  /** "Reprint" on the history row `index` (0 = newest): its paper and language come back into the preview. */
  async reprint(index: number): Promise<void> {
    const region = this.dialog().getByRole('region', { name: text('receipt.history', this.language) });
    await region
      .getByRole('button', { name: startsWith(text('receipt.reprint', this.language)) })
      .nth(index)
      .click();
  }

  async close(): Promise<void> {
    await this.dialog()
      .getByRole('button', { name: text('common.close', this.language), exact: true })
      .click();
    await this.dialog().waitFor({ state: 'detached' });
  }
}
