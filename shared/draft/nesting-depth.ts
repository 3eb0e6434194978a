/**
 * Whether `value` nests objects and arrays at most `max` levels deep, checked without recursion
 * so that the check itself cannot overflow the stack on the value it is meant to refuse.
 */
export function nestsWithin(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return false;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return true;
}
