import { describe, expect, it } from 'vitest';
import { arrivalToast, arrivalToastOf } from './arrival-toast';

describe('arrival toasts', () => {
  it('reads back the text it was given', () => {
    expect(arrivalToastOf(arrivalToast('You joined The Parks.'))).toBe('You joined The Parks.');
  });

  it('reads nothing from any other state', () => {
    expect(arrivalToastOf(null)).toBeNull();
    expect(arrivalToastOf(undefined)).toBeNull();
    expect(arrivalToastOf({ from: '/profile' })).toBeNull();
    expect(arrivalToastOf({ arrivalToast: 3 })).toBeNull();
    expect(arrivalToastOf({ arrivalToast: '' })).toBeNull();
  });
});
