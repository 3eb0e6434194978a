import { mount } from 'svelte';
import Root from './Root.svelte';
import { createHttpBridge } from './platform/http-bridge';
import { platform } from './platform/platform';

// In Electron the preload has put window.api in place; in the browser host it is the HTTP bridge.
if (!('api' in window)) {
  Object.defineProperty(window, 'api', { value: createHttpBridge(), writable: false });
  platform.browserHost = true;
}

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element');
export default mount(Root, { target });
