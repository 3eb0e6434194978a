import type { AppSettingsView, Language } from '$shared/ipc/views';
import { call } from '../api';
import { i18n } from '../i18n/i18n.svelte';

let view = $state<AppSettingsView | undefined>(undefined);

/** The app's own settings (settings:get), shared by the shell's language switch and the settings screen. */
export const appSettings = {
  get view(): AppSettingsView | undefined {
    return view;
  },
  set(next: AppSettingsView) {
    view = next;
    i18n.use(next.language);
  },
  async load(): Promise<AppSettingsView> {
    const next = await call('settings:get', {});
    appSettings.set(next);
    return next;
  },
  /** Switches at once, then persists; the screen never waits for the disk. */
  async setLanguage(language: Language): Promise<void> {
    i18n.use(language);
    const next = await call('settings:update', { language });
    appSettings.set(next);
  },
};
