/**
 * Fields a logger is given are data, and a name in them cannot be found by its shape: a field
 * whose key says it holds a name (a person's, a business's, a store's, a file's, which the agent
 * often names after the person) is masked whatever its value; so are the other fields of a person
 * that no pattern finds. Errors are written as their name and message, and an error's `name` (its
 * class) is kept: also in a line read back from the log, where only its shape (`…Error`) tells it.
 */
const NAME_KEY = /names?$/i;
const ERROR_CLASS = /^(?:[A-Z][A-Za-z0-9]*)?Error$/;
const PERSONAL_KEYS = new Set(['dateofbirth', 'email', 'phone', 'phonenumber', 'street']);

/**
 * A `JSON.stringify` replacer for a log line's fields. Every string is also redacted as it is,
 * before JSON escapes it: a tab or a line break between a number's groups would otherwise reach
 * the line's text as `\t` or `\n`, which no separator pattern can tell from letters.
 */
export function fieldReplacer(redact: (text: string) => string): (this: unknown, key: string, value: unknown) => unknown {
  const errorViews = new WeakSet<object>();
  return function replace(this: unknown, key: string, value: unknown): unknown {
    if (value instanceof Error) {
      const view = { name: value.name, message: value.message };
      errorViews.add(view);
      return view;
    }
    if (value === undefined || value === null || key === '') return value;
    const errorClass = key === 'name' && (errorViews.has(this as object) || (typeof value === 'string' && ERROR_CLASS.test(value)));
    if (NAME_KEY.test(key) && !errorClass) return '[name]';
    if (PERSONAL_KEYS.has(key.toLowerCase())) return '[personal]';
    return typeof value === 'string' ? redact(value) : value;
  };
}
