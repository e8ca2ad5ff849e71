import { describe, expect, it } from 'vitest';
import { type ListTextExits, sendListText } from './send-list-text';

function exits(share: ListTextExits['nav'], touch = true) {
  const copied: string[] = [];
  const shared: unknown[] = [];
  const nav = share?.share
    ? {
        share: async (data: { title: string; text: string }) => {
          shared.push(data);
          await share.share?.(data);
        },
      }
    : share;
  return { copied, shared, exits: { nav, touch, copy: async (text: string) => void copied.push(text) } };
}

const text = 'Produce\n[ ] kale';

describe('sendListText', () => {
  it('opens the share sheet with the list text on a phone that has one', async () => {
    const phone = exits({ share: async () => undefined });
    expect(await sendListText(text, phone.exits, 'Shopping list')).toBe('shared');
    expect(phone.shared).toEqual([{ title: 'Shopping list', text }]);
    expect(phone.copied).toEqual([]);
  });

  it('takes a closed sheet as no error and copies nothing', async () => {
    const closed = Object.assign(new Error('closed'), { name: 'AbortError' });
    const phone = exits({ share: () => Promise.reject(closed) });
    expect(await sendListText(text, phone.exits, 'Shopping list')).toBe('cancelled');
    expect(phone.copied).toEqual([]);
  });

  it('copies when the sheet fails otherwise, when there is none, and on a desktop', async () => {
    const refused = exits({ share: () => Promise.reject(new Error('NotAllowedError')) });
    expect(await sendListText(text, refused.exits, 'Shopping list')).toBe('copied');
    expect(refused.copied).toEqual([text]);
    const none = exits({});
    expect(await sendListText(text, none.exits, 'Shopping list')).toBe('copied');
    const desktop = exits({ share: async () => undefined }, false);
    expect(await sendListText(text, desktop.exits, 'Shopping list')).toBe('copied');
    expect(desktop.shared).toEqual([]);
  });
});
