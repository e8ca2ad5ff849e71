import { describe, expect, it } from 'vitest';
import { type DialogHistoryHost, dialogDepthOf, openDialogEntry } from './dialog-history';

/** A session history with Back and popstate as a browser has them (Back answers at once here). */
function fakeWindow(start: unknown = { key: 'page', idx: 3 }) {
  const entries: unknown[] = [start];
  let index = 0;
  const listeners = new Set<() => void>();
  let navigating = false;
  const host: DialogHistoryHost = {
    history: {
      get state() {
        return entries[index];
      },
      pushState(state: unknown) {
        entries.splice(index + 1, entries.length, state);
        index += 1;
      },
      back() {
        index -= 1;
        for (const listener of [...listeners]) {
          listener();
        }
      },
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    navigating: () => navigating,
  };
  return {
    host,
    entries: () => entries.slice(0, index + 1),
    push: (state: unknown) => host.history.pushState(state, ''),
    startNavigating: () => {
      navigating = true;
    },
  };
}

describe('a dialog’s history entry', () => {
  it('closes the dialog on Back and leaves the page’s own entry as it was', () => {
    const page = fakeWindow();
    let closed = 0;
    const close = openDialogEntry(page.host, () => {
      closed += 1;
    });
    expect(page.entries()).toEqual([
      { key: 'page', idx: 3 },
      { key: 'page', idx: 3, aislewiseDialogDepth: 1 },
    ]);
    page.host.history.back();
    expect(closed).toBe(1);
    close();
    expect(page.entries()).toEqual([{ key: 'page', idx: 3 }]);
  });

  it('takes its entry off when closed by a button, so history stays as it was', () => {
    const page = fakeWindow();
    const close = openDialogEntry(page.host, () => {
      throw new Error('not closed by Back');
    });
    close();
    expect(page.entries()).toEqual([{ key: 'page', idx: 3 }]);
  });

  it('closes nested dialogs one Back at a time, innermost first', () => {
    const page = fakeWindow();
    const closed: string[] = [];
    const closeOuter = openDialogEntry(page.host, () => closed.push('outer'));
    const closeInner = openDialogEntry(page.host, () => closed.push('inner'));
    expect(dialogDepthOf(page.host.history.state)).toBe(2);
    page.host.history.back();
    expect(closed).toEqual(['inner']);
    closeInner();
    page.host.history.back();
    expect(closed).toEqual(['inner', 'outer']);
    closeOuter();
    expect(page.entries()).toEqual([{ key: 'page', idx: 3 }]);
  });

  it('does not go back over a page an action of the dialog moved to', () => {
    const page = fakeWindow();
    const close = openDialogEntry(page.host, () => undefined);
    page.push({ key: 'next', idx: 4 });
    close();
    expect(page.host.history.state).toEqual({ key: 'next', idx: 4 });
  });

  it('gives its entry to a dialog that opens as it closes, which Back then closes', () => {
    const page = fakeWindow();
    const queued: (() => void)[] = [];
    const host = { ...page.host, defer: (task: () => void) => queued.push(task) };
    const closed: string[] = [];
    const closePicker = openDialogEntry(host, () => closed.push('picker'));
    closePicker();
    const closeReview = openDialogEntry(host, () => closed.push('review'));
    for (const task of queued.splice(0)) {
      task();
    }
    expect(page.entries()).toEqual([
      { key: 'page', idx: 3 },
      { key: 'page', idx: 3, aislewiseDialogDepth: 1 },
    ]);
    expect(closed).toEqual([]);
    page.host.history.back();
    expect(closed).toEqual(['review']);
    closeReview();
    expect(page.entries()).toEqual([{ key: 'page', idx: 3 }]);
  });

  it('does not go back while the router is moving to another page', () => {
    const page = fakeWindow();
    const close = openDialogEntry(page.host, () => undefined);
    page.startNavigating();
    close();
    expect(dialogDepthOf(page.host.history.state)).toBe(1);
  });
});
