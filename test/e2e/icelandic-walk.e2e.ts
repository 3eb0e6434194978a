import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogue } from '$renderer/lib/i18n/catalogue';
import type { Entry, Text } from '$renderer/lib/i18n/catalogue/entry';
import { isCountryCode } from '$shared/countries/countries';
import { feeMarkets, feeName, feeTypes } from '$shared/fees/fee-words';
import { FEE_TYPES_SEEN, MARKETS_SEEN, MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN, PROCESSING_FEE_NAMES_SEEN } from '$shared/wire/settings';
import { AppShell } from './pages/app-shell';
import { EditorPage, type Step } from './pages/editor-page';
import { ReceiptPanel } from './pages/receipt-panel';
import { screenshot } from './support/browser';
import path from 'node:path';
import { DocumentsPanel } from './pages/documents-panel';
import { writeFakeCamera } from './support/fake-camera';
import { tempDir } from '../helpers/temp-dir';
import { openApp } from './support/harness';
import { openMediaApp } from './support/media-harness';
import { saneTestScanner } from './support/sane-test-scanner';
import { invoke, seedApplication, statusOf } from './support/seed';
import { text } from './support/texts';
import { eventually } from './support/wait';

/**
 * Words that may show in the Icelandic screens although an English entry reads the same, each
 * reviewed: names and abbreviations Icelandic uses as they are.
 */
const ALLOWED = new Set<string>(['PDF', 'IBAN', 'API', 'A4', 'MCC', 'OK']);

const entries = Object.entries(catalogue as Record<string, Entry>);
const forms = (value: Text): string[] => (typeof value === 'string' ? [value] : [value.one, value.other]);

/**
 * Each English text that differs from its Icelandic one, as a pattern matching the whole of a
 * visible text ({name} matches anything). Texts that are nearly all parameters ("{a}: {b}") are
 * left out: they would match anything at all.
 */
const ENGLISH = entries.flatMap(([key, entry]) => {
  const icelandic = new Set(forms(entry.is));
  return forms(entry.en)
    .filter((en) => !icelandic.has(en) && en.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length >= 3)
    .map((en) => ({
      key,
      en,
      pattern: new RegExp(`^${en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+')}$`, 's'),
    }));
});
const NAMESPACES = new Set(entries.map(([key]) => key.split('.')[0]!));

/** The fee words the settings bring, in English where Icelandic has its own (shared/fees/fee-words.ts). */
const ENGLISH_FEE_WORDS = [
  ...[...PROCESSING_FEE_NAMES_SEEN, ...MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN].map((name) => [feeName(name, 'en'), feeName(name, 'is')]),
  ...MARKETS_SEEN.map((market) => [feeMarkets([market], 'en'), feeMarkets([market], 'is')]),
  ...FEE_TYPES_SEEN.map((type) => [feeTypes([type], 'en'), feeTypes([type], 'is')]),
].flatMap(([en, is]) => (en !== is ? [en!] : []));

/** Wire text a person should never read: an ISO date, a phone in the wire's shape. */
const RAW_DATE = /(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d-])/;
const RAW_PHONE = /\+\d{1,3}\//;

/** Why a shown text is raw wire text rather than words, if it is. */
function rawReason(shown: string): string | undefined {
  if (RAW_DATE.test(shown)) return 'a raw ISO date';
  if (RAW_PHONE.test(shown)) return 'a phone in its wire shape';
  if (/^[A-Z]{2}$/.test(shown) && isCountryCode(shown)) return 'a raw country code';
  if (ENGLISH_FEE_WORDS.includes(shown)) return 'an English fee word';
  return undefined;
}

/** Every visible text node, and every aria-label, title, placeholder and alt, of the page and its open dialogs. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      const value = node.textContent?.trim();
      if (!element || !value || element.closest('script, style, template')) continue;
      // Hidden for the eye but read out (visually-hidden) counts; display: none does not.
      if (element.getClientRects().length === 0) continue;
      out.push(value.replace(/\s+/g, ' '));
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value.replace(/\s+/g, ' '));
      }
    return out;
  });
}

/** English texts and unworded keys the page shows, with where they were seen. */
async function notIcelandic(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const shown of new Set(await shownTexts(page))) {
    if (ALLOWED.has(shown)) continue;
    const english = ENGLISH.find(({ pattern }) => pattern.test(shown));
    if (english) found.push(`${where}: "${shown}" is English (${english.key})`);
    if (/^[a-z][a-zA-Z]*(\.[\w-]+)+$/.test(shown) && NAMESPACES.has(shown.split('.')[0]!))
      found.push(`${where}: "${shown}" is a key without its text`);
    const raw = rawReason(shown);
    if (raw !== undefined) found.push(`${where}: "${shown}" is ${raw}`);
  }
  return found;
}

async function expectIcelandic(page: Page, where: string): Promise<void> {
  expect(await notIcelandic(page, where)).toEqual([]);
}

const COMPANY = 'Þórsbúð ehf.';
const TRADER = 'Guðrún Jónsdóttir';
const COMPANY_STEPS: Step[] = ['business', 'persons', 'stores', 'bank', 'fees', 'documents', 'review'];

describe('every screen and dialog in Icelandic', () => {
  it('shows no English text, no key without its text and no raw date, country code or wire phone', { timeout: 240_000 }, async () => {
    const { page } = await openApp({ firstStart: true });
    // The first start: chosen in Icelandic, it speaks Icelandic before anything else.
    await page.getByRole('radio', { name: text('language.is', 'is'), exact: true }).check();
    await page.getByRole('heading', { level: 1, name: text('welcome.title', 'is') }).waitFor();
    await expectIcelandic(page, 'first start');
    await page.getByLabel(text('welcome.name', 'is'), { exact: true }).fill(TRADER);
    await page.getByRole('button', { name: text('welcome.start', 'is'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text('dashboard.title', 'is') }).waitFor();
    const shell = new AppShell(page, 'is');
    const companyId = await seedApplication(page, 'privatelimitedcompany', COMPANY);
    const traderId = await seedApplication(page, 'soletrader', TRADER);
    await invoke(page, 'applications:queue', { id: traderId });

    await shell.navigate('nav.dashboard', text('dashboard.title', 'is'));
    await page.getByRole('link', { name: COMPANY }).first().waitFor();
    await expectIcelandic(page, 'dashboard');

    await shell.navigate('nav.new', text('new.title', 'is'));
    await expectIcelandic(page, 'new application');

    await page.evaluate((id) => (window.location.hash = `#/applications/${encodeURIComponent(id)}`), companyId);
    const editor = new EditorPage(page, 'privatelimitedcompany', 'is');
    for (const step of COMPANY_STEPS) {
      await editor.goTo(step);
      await expectIcelandic(page, `editor, ${step}`);
    }

    const actions = page.getByRole('group', { name: text('edits.actions', 'is') });
    for (const [button, title] of [
      [text('edits.delete', 'is'), text('edits.delete.title', 'is', { name: COMPANY })],
      [text('edits.changeType', 'is'), text('edits.type.title', 'is')],
    ] as const) {
      await actions.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await expectIcelandic(page, `dialog "${title}"`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }

    // A submitted application: its read-only editor, the result and the receipt dialog.
    await eventually(() => statusOf(page, traderId)).toBe('submitted');
    await page.evaluate((id) => (window.location.hash = `#/applications/${encodeURIComponent(id)}`), traderId);
    const trader = new EditorPage(page, 'soletrader', 'is');
    await trader.result().waitFor();
    await expectIcelandic(page, 'submitted application');
    await trader.goTo('review');
    await expectIcelandic(page, 'submitted application, review');
    await screenshot(page, 'icelandic-walk-review');
    const receipt = new ReceiptPanel(page, TRADER, 'is');
    await receipt.open(trader.result());
    await expectIcelandic(page, 'receipt dialog');
    await screenshot(page, 'icelandic-walk-receipt');
    await page.keyboard.press('Escape');
    await receipt.dialog().waitFor({ state: 'detached' });

    await shell.navigate('nav.outbox', text('outbox.title', 'is'));
    await expectIcelandic(page, 'outbox');

    await shell.navigate('nav.settings', text('settings.title', 'is'));
    await page.getByTestId('service-in-force').waitFor();
    await expectIcelandic(page, 'settings');

    await page.evaluate(() => (window.location.hash = '#/no-such-page'));
    await page.getByRole('heading', { level: 1, name: text('app.notFound.title', 'is') }).waitFor();
    await expectIcelandic(page, 'not found');
  });

  it('the scanner and camera dialogs too', { timeout: 240_000 }, async () => {
    const cameraFile = path.join(tempDir('fieldboard-e2e-walk-camera-'), 'camera.y4m');
    await writeFakeCamera(cameraFile);
    const { page } = await openMediaApp({ env: saneTestScanner(), cameraFile });
    await new AppShell(page).switchLanguage('is');
    const { id } = await invoke(page, 'applications:create', { entityType: 'soletrader' });
    const documents = new DocumentsPanel(page, 'is');
    await documents.open(id);
    await expectIcelandic(page, 'documents');

    const scanner = await documents.openScanner('documents.identification', { dpi: 150, mode: 'Gray' });
    await expectIcelandic(page, 'scanner dialog');
    await page.keyboard.press('Escape');
    await scanner.waitFor({ state: 'detached' });

    const camera = await documents.takePhoto('documents.identification');
    await expectIcelandic(page, 'camera dialog, crop');
    await page.keyboard.press('Escape');
    await camera.waitFor({ state: 'detached' });
  });

  it('the check itself finds English, unworded keys and raw wire values', async () => {
    const { page } = await openApp();
    await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.textContent = 'Settings';
      const key = document.createElement('p');
      key.textContent = 'settings.inForce.none';
      const raw = ['1978-03-12', 'IS', '+354/5651213', 'Domestic credit cards'].map((value) => {
        const item = document.createElement('p');
        item.textContent = value;
        return item;
      });
      document.body.append(probe, key, ...raw);
    });
    const found = await notIcelandic(page, 'probe');
    expect(found.some((line) => line.startsWith('probe: "Settings" is English'))).toBe(true);
    expect(found).toContain('probe: "settings.inForce.none" is a key without its text');
    expect(found).toContain('probe: "1978-03-12" is a raw ISO date');
    expect(found).toContain('probe: "IS" is a raw country code');
    expect(found).toContain('probe: "+354/5651213" is a phone in its wire shape');
    expect(found).toContain('probe: "Domestic credit cards" is an English fee word');
    // The English screen behind it is caught too: its navigation, at least.
    expect(found.some((line) => line.startsWith('probe: "New application" is English'))).toBe(true);
  });
});
