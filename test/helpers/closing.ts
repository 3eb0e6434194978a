import { afterEachTest } from './after-each-test';

const closing: (() => Promise<void>)[] = [];
afterEachTest(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** Closes `close` after the current test, in the reverse order of registration. */
export function closeAfterTest(close: () => Promise<void>): void {
  closing.push(close);
}
