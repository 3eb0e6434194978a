import { describe, expect, it } from 'vitest';
import { readDevSwitches } from '$main/electron/dev-switches';

const env = { FIELDBOARD_DATA: '/tmp/elsewhere', FIELDBOARD_SQLITE_BINDING: '/tmp/evil.node', FIELDBOARD_DEVTOOLS: '1' };

describe('development switches', () => {
  it('are all ignored in a packaged app', () => {
    expect(readDevSwitches(env, true)).toEqual({ devTools: false });
  });

  it('work when running from the source tree', () => {
    expect(readDevSwitches(env, false)).toEqual({ dataDir: '/tmp/elsewhere', sqliteBinding: '/tmp/evil.node', devTools: true });
    expect(readDevSwitches({}, false)).toEqual({ devTools: false });
  });
});
