import { describe, expect, it } from 'vitest';
import {
  addressOf,
  deliveryKey,
  isLiveTopic,
  listTopic,
  parseChangeNotice,
  parseLiveTopic,
  topicOf,
} from './live';

describe('the live vocabulary', () => {
  it('reads the topics a client may watch and nothing else', () => {
    expect(parseLiveTopic(listTopic('a1_B-2'))).toEqual({ kind: 'list', listId: 'a1_B-2' });
    expect(parseLiveTopic('lists')).toEqual({ kind: 'lists' });
    for (const bad of [
      'list:',
      'list:../../etc',
      `list:${'x'.repeat(65)}`,
      'lists:someone',
      'plans',
      7,
      null,
    ]) {
      expect([bad, parseLiveTopic(bad)]).toEqual([bad, null]);
      expect(isLiveTopic(bad)).toBe(false);
    }
  });

  it('delivers a list by its id and one’s own data by user, under the topic the client watched', () => {
    const list = addressOf({ kind: 'list', listId: 'L1' }, 'ann');
    const annsLists = addressOf({ kind: 'lists' }, 'ann');
    expect([deliveryKey(list), topicOf(list)]).toEqual(['list:L1', 'list:L1']);
    expect([deliveryKey(annsLists), topicOf(annsLists)]).toEqual(['lists:ann', 'lists']);
    expect(deliveryKey(addressOf({ kind: 'lists' }, 'bob'))).not.toBe(deliveryKey(annsLists));
  });

  it('keeps only well-formed addresses of a change notice', () => {
    const notice = JSON.stringify([
      { kind: 'list', listId: 'L1', version: 4 },
      { kind: 'lists', userId: 'ann' },
      { kind: 'list', listId: 'L2' },
      { kind: 'lists' },
      { kind: 'admin', userId: 'ann' },
      'list:L3',
      null,
    ]);
    expect(parseChangeNotice(notice)).toEqual([
      { kind: 'list', listId: 'L1', version: 4 },
      { kind: 'lists', userId: 'ann' },
      { kind: 'list', listId: 'L2' },
    ]);
    expect(parseChangeNotice('not json')).toEqual([]);
    expect(parseChangeNotice('{"kind":"list","listId":"L1"}')).toEqual([]);
  });
});
