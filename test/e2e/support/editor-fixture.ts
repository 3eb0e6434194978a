import type { Locator } from 'playwright-core';
import type { EntityType } from '$shared/entity-types';
import { EditorPage, type Step } from '../pages/editor-page';
import { StatusBar } from '../pages/status-bar';
import { type AppOptions, type Opened, openApp } from './harness';
import { seedApplication } from './seed';
import { text } from './texts';

export interface OpenedEditor extends Opened {
  /** The seeded application's id and business name. */
  id: string;
  name: string;
  editor: EditorPage;
  /** The step it was opened at. */
  section: Locator;
}

/**
 * The set-up of most tests of the editor: a test's own app (see `openApp`), its settings synced,
 * a complete application of `type` seeded under `name` ("ready"), opened in the editor at `step`
 * by its address, as a bookmark or the dashboard's link would.
 */
export async function openEditorOn(
  type: EntityType,
  options: AppOptions & { name: string; step?: Step; fixtureNumbers?: boolean },
): Promise<OpenedEditor> {
  const { name, step = 'business', fixtureNumbers, ...appOptions } = options;
  const opened = await openApp(appOptions);
  const { page } = opened;
  await new StatusBar(page).waitForSettingsSynced();
  const id = await seedApplication(page, type, name, fixtureNumbers === undefined ? {} : { fixtureNumbers });
  await page.evaluate((hash) => (window.location.hash = hash), `#/applications/${encodeURIComponent(id)}/${step}`);
  await page.getByRole('heading', { level: 1, name: text('editor.title', 'en', { name }), exact: true }).waitFor();
  const editor = new EditorPage(page, type);
  const section = editor.section(step);
  await section.waitFor();
  return { ...opened, id, name, editor, section };
}
