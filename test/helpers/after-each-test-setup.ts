import { afterAll, afterEach } from 'vitest';
import { runAfterEachFile, runAfterEachTest } from './after-each-test';

// A setup file runs again for every test file, so this binds the helpers' cleanups to each.
afterEach(runAfterEachTest);
afterAll(runAfterEachFile);
