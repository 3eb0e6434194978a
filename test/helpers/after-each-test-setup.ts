import { afterEach } from 'vitest';
import { runAfterEachTest } from './after-each-test';

// A setup file runs again for every test file, so this binds the helpers' cleanups to each.
afterEach(runAfterEachTest);
