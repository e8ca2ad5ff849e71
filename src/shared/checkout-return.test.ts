import { describe, expect, it } from 'vitest';
import { checkoutReturn, checkoutWasCancelled, checkoutWayBack, successReturnPath } from './checkout-return';

describe('the ways back from a checkout', () => {
  it('returns a paid checkout from Meals to Meals, and a cancelled one to Meals saying so', () => {
    const back = checkoutReturn('/meals');
    expect(back).toEqual({ success: '/success?return=%2Fmeals', cancel: '/meals?checkout=cancelled' });
    expect(successReturnPath(back.success.slice('/success'.length))).toBe('/meals');
    expect(checkoutWasCancelled('?checkout=cancelled')).toBe(true);
    expect(checkoutWasCancelled('?checkout=paid')).toBe(false);
  });

  it('goes home after paying from Go Pro, and back to Go Pro when cancelled there', () => {
    expect(checkoutReturn('/go-pro')).toEqual({
      success: '/success?return=%2F',
      cancel: '/go-pro?checkout=cancelled',
    });
    expect(checkoutReturn('/meal-plan?day=Monday').cancel).toBe('/meal-plan?checkout=cancelled');
  });

  it('keeps only paths of this site, so a crafted start or return is no open redirect', () => {
    for (const start of [
      '//evil.example',
      'https://evil.example/meals',
      '/\\evil.example',
      '/%2F%2Fevil',
      '',
    ]) {
      expect(checkoutReturn(start)).toEqual({
        success: '/success?return=%2F',
        cancel: '/go-pro?checkout=cancelled',
      });
    }
    for (const search of ['?return=//evil.example', '?return=https://evil.example', '?return=/success', '']) {
      expect(successReturnPath(search)).toBe('/');
    }
    expect(successReturnPath('?return=%2Fstores')).toBe('/stores');
    expect(checkoutWayBack('https://evil.example', '/go-pro')).toBe('/go-pro');
    expect(checkoutWayBack('/meals?checkout=cancelled', '/go-pro')).toBe('/meals?checkout=cancelled');
  });
});
