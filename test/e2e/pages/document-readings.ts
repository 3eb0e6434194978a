import type { Locator } from 'playwright-core';
import { type Language, text } from '../support/texts';

/**
 * What a field says of a document's reading: its control is described by the mark "from the
 * document" while it holds the value the document filled (the mark sits in the box, so the test
 * reads it as a screen reader does, through `aria-describedby`).
 */
export async function describedAsFromDocument(control: Locator, language: Language = 'en'): Promise<boolean> {
  const description = await control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' | '),
  );
  return description.split(' | ').includes(text('reading.fromDocument', language));
}

/** The value a document offers under a field, with its "Use it" button. */
export function documentOffer(scope: Locator): Locator {
  return scope.getByTestId('document-offer');
}
