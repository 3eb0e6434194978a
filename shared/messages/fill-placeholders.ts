/**
 * Fills a message's `{name}` placeholders from `params`, the one way every catalogue is worded
 * (the renderer's, the receipt's, and the texts the end-to-end tests look for). A name with no
 * value stays as written, so a missing parameter shows in review instead of vanishing.
 */
export function fillPlaceholders(template: string, params: Readonly<Record<string, string | number | undefined>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
