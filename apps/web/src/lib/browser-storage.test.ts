import { afterEach, describe, expect, it } from 'vitest';
import { restoreAttribution } from './attribution.ts';
import { sessionStore } from './browser-storage.ts';
import { persistSelectedBusiness, restoreSelectedBusiness } from './selected-business.ts';

const real = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
afterEach(() => Object.defineProperty(window, 'sessionStorage', real));

describe('session storage', () => {
  it('is the browser’s own when it is allowed', () => {
    expect(sessionStore()).toBe(window.sessionStorage);
  });

  it('falls back to page memory when the browser denies it (a cross-site iframe with storage blocked)', () => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(restoreAttribution()).toBeNull();
    expect(restoreSelectedBusiness()).toBe('');
    persistSelectedBusiness('shop-1');
    expect(restoreSelectedBusiness()).toBe('shop-1');
  });
});
