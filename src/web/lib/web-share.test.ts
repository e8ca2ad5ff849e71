import { describe, expect, it } from 'vitest';
import { canShareLinks, shareLink } from './web-share';

const link = { title: 'Join us', text: 'Ann invited you.', url: 'https://example.test/household/join/1' };

describe('canShareLinks', () => {
  it('is true only where navigator.share exists', () => {
    expect(canShareLinks({ share: async () => undefined })).toBe(true);
    expect(canShareLinks({})).toBe(false);
    expect(canShareLinks(undefined)).toBe(false);
  });
});

describe('shareLink', () => {
  it('hands the link to the share sheet and resolves true', async () => {
    const shared: unknown[] = [];
    expect(await shareLink(link, { share: async (data) => void shared.push(data) })).toBe(true);
    expect(shared).toEqual([link]);
  });

  it('resolves false when the sheet is closed or missing', async () => {
    const closed = Object.assign(new Error('closed'), { name: 'AbortError' });
    expect(await shareLink(link, { share: () => Promise.reject(closed) })).toBe(false);
    expect(await shareLink(link, {})).toBe(false);
  });

  it('throws any other failure', async () => {
    await expect(shareLink(link, { share: () => Promise.reject(new Error('denied')) })).rejects.toThrow(
      'denied',
    );
  });
});
