import { describe, expect, it } from 'vitest';
import { needsHomeScreenHint } from './home-screen-hint';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('the "Add to Home Screen" hint', () => {
  it('is for iPhones and iPads (which say they are Macs, but have a touch screen)', () => {
    expect(needsHomeScreenHint({ userAgent: IPHONE, maxTouchPoints: 5, isStandalone: false })).toBe(true);
    expect(needsHomeScreenHint({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5, isStandalone: false })).toBe(
      true,
    );
  });

  it('is not for a real Mac, Android, or an app already opened from the home screen', () => {
    expect(needsHomeScreenHint({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0, isStandalone: false })).toBe(
      false,
    );
    expect(needsHomeScreenHint({ userAgent: ANDROID_CHROME, maxTouchPoints: 5, isStandalone: false })).toBe(
      false,
    );
    expect(needsHomeScreenHint({ userAgent: IPHONE, maxTouchPoints: 5, isStandalone: true })).toBe(false);
  });
});
