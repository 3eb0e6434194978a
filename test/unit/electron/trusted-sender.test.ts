import { describe, expect, it } from 'vitest';
import { isTrustedSender } from '$main/electron/trusted-sender';
import { isAppUrl } from '$main/electron/app-origin';

describe('which frames may call main', () => {
  it("trusts only the app window's main frame on an app:// page", () => {
    expect(isTrustedSender({ url: 'app://fieldboard/index.html', isMainFrameOfAppWindow: true })).toBe(true);
    expect(isTrustedSender({ url: 'app://fieldboard/index.html', isMainFrameOfAppWindow: false })).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', isMainFrameOfAppWindow: true })).toBe(false);
    expect(isTrustedSender({ url: 'file:///etc/passwd', isMainFrameOfAppWindow: true })).toBe(false);
    expect(isTrustedSender({ url: undefined, isMainFrameOfAppWindow: true })).toBe(false);
  });

  it('recognises the app origin exactly', () => {
    expect(isAppUrl('app://fieldboard/settings')).toBe(true);
    expect(isAppUrl('app://fieldboard.evil.example/')).toBe(false);
    expect(isAppUrl('app://other/')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});

describe('which downloads the app allows', () => {
  it("only blob: files made by the app's own page", async () => {
    const { isAppBlobUrl } = await import('$main/electron/guards');
    expect(isAppBlobUrl('blob:app://fieldboard/0f3c2d4e-1111-4222-8333-944445555666')).toBe(true);
    expect(isAppBlobUrl('blob:https://evil.example/0f3c2d4e')).toBe(false);
    expect(isAppBlobUrl('https://evil.example/malware.exe')).toBe(false);
    expect(isAppBlobUrl('app://fieldboard/index.html')).toBe(false);
  });
});
