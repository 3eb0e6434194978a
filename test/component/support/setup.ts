import { afterEach, beforeEach } from 'vitest';
import '$renderer/app.css';
import '$renderer/components/form/form.css';
import { i18n } from '$renderer/lib/i18n/i18n.svelte';
import { FakeApi } from './fake-api';
import { unmountAll } from './render';

// Each test gets a main of its own that answers nothing until told, and starts in English.
beforeEach(() => {
  Object.defineProperty(window, 'api', { value: new FakeApi(), configurable: true, writable: false });
  i18n.use('en');
});

afterEach(() => unmountAll());
