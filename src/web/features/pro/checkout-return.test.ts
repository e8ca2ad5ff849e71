import { describe, expect, it } from 'vitest';
import { rememberCheckoutOrigin, takeCheckoutOrigin } from './checkout-return';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the page a checkout returns to', () => {
  it('is the page it started from, once', () => {
    const storage = memoryStorage();
    rememberCheckoutOrigin('/meals', storage);
    expect(takeCheckoutOrigin(storage)).toBe('/meals');
    expect(takeCheckoutOrigin(storage)).toBe('/');
  });

  it('is home for the Go Pro page, the checkout pages and anything not a path of the app', () => {
    const storage = memoryStorage();
    for (const start of [
      '/go-pro',
      '/success',
      '/test-checkout/abc',
      '//evil.example',
      'https://evil.example',
    ]) {
      rememberCheckoutOrigin(start, storage);
      expect(takeCheckoutOrigin(storage), start).toBe('/');
    }
    storage.setItem('checkout-return', '//evil.example');
    expect(takeCheckoutOrigin(storage)).toBe('/');
  });
});
