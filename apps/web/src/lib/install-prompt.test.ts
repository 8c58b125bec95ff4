import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissIosInstallHint,
  INSTALL_PROMPT_INTERVAL_MS,
  isInstallPromptEligible,
  isIos,
  markInstallPromptShown,
  notePageSeen,
  wantsIosInstallHint,
} from './install-prompt';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Safari/604.1';

describe('install prompt rules', () => {
  it('is eligible when never shown, and again only after 7 days', () => {
    const now = 1_800_000_000_000;
    expect(isInstallPromptEligible(now)).toBe(true);
    markInstallPromptShown(now);
    expect(localStorage.getItem('lastInstallPrompt')).toBe(String(now));
    expect(isInstallPromptEligible(now + 1000)).toBe(false);
    expect(isInstallPromptEligible(now + INSTALL_PROMPT_INTERVAL_MS)).toBe(false);
    expect(isInstallPromptEligible(now + INSTALL_PROMPT_INTERVAL_MS + 1)).toBe(true);
    expect(INSTALL_PROMPT_INTERVAL_MS).toBe(604_800_000);
  });
  it('recognises iPhones and iPads (which may claim to be a Mac)', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });
  it('waits for a third page of the visit before offering the iPhone steps', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const told = vi.fn();
    window.addEventListener('galim:page-seen', told);
    notePageSeen();
    expect(wantsIosInstallHint()).toBe(false);
    notePageSeen();
    expect(wantsIosInstallHint()).toBe(false);
    notePageSeen();
    expect(wantsIosInstallHint()).toBe(true);
    expect(told).toHaveBeenCalledTimes(3);
    window.removeEventListener('galim:page-seen', told);
    // Nothing kept in localStorage: the next visit's start is not changed by it.
    expect(localStorage.length).toBe(0);
  });
  it('tells an iPhone how to add the app until the hint is closed, never in the installed app', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    for (let i = 0; i < 3; i += 1) notePageSeen();
    expect(wantsIosInstallHint()).toBe(true);
    dismissIosInstallHint();
    expect(wantsIosInstallHint()).toBe(false);
    localStorage.clear();
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    expect(wantsIosInstallHint()).toBe(false);
    Reflect.deleteProperty(navigator, 'standalone');
  });
});
