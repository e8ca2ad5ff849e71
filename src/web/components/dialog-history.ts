/** The key a dialog's history entry carries: how many dialogs are open at that entry. */
const DEPTH_KEY = 'aislewiseDialogDepth';

/** The parts of `window` a dialog's history entry needs, and whether a navigation is under way. */
export interface DialogHistoryHost {
  history: Pick<History, 'state' | 'pushState' | 'back'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
  /** True while the router moves to another page: going back then would undo that move. */
  navigating(): boolean;
  /** Runs a task once the code running now is done (a microtask in the browser); at once when absent. */
  defer?(task: () => void): void;
}

/** How many dialogs were open at a history entry (0 for a page's own entry). */
export function dialogDepthOf(state: unknown): number {
  if (typeof state !== 'object' || state === null) {
    return 0;
  }
  const depth = (state as Record<string, unknown>)[DEPTH_KEY];
  return typeof depth === 'number' ? depth : 0;
}

/**
 * Dialogs open now, in this page. Counted here rather than read from the current entry: React's development
 * mode opens, closes and opens a dialog again before the first close's Back has run.
 */
let openDialogs = 0;

/** A closed dialog's Back that has not run yet: a dialog opening meanwhile takes the entry over instead. */
let pendingBack: { depth: number; cancelled: boolean } | null = null;

/**
 * Gives an open dialog a history entry of its own, so a phone's Back closes the dialog instead of leaving the
 * page. The entry copies the page's state (the router reads its key and index there, and sees no navigation)
 * and adds the dialog's depth, so nested dialogs close one Back at a time, innermost first. `onBack` runs when
 * Back took the entry away. The returned function, called when the dialog closes any other way, takes the
 * entry back off, unless the page is moving on (a dialog's action navigated): going back would undo that.
 */
export function openDialogEntry(host: DialogHistoryHost, onBack: () => void): () => void {
  openDialogs += 1;
  const depth = openDialogs;
  if (pendingBack !== null && pendingBack.depth === depth) {
    // One step of a flow closed as the next opened (a meal picked, then its review): the entry stays and is
    // this dialog's now. A Back queued before the push would go to the entry before it and close this one.
    pendingBack.cancelled = true;
    pendingBack = null;
  } else {
    const { state } = host.history;
    host.history.pushState({ ...(typeof state === 'object' ? state : {}), [DEPTH_KEY]: depth }, '');
  }
  let gone = false;
  const onPop = () => {
    if (!gone && dialogDepthOf(host.history.state) < depth) {
      gone = true;
      onBack();
    }
  };
  host.addEventListener('popstate', onPop);
  return () => {
    openDialogs -= 1;
    host.removeEventListener('popstate', onPop);
    if (!gone && dialogDepthOf(host.history.state) === depth && !host.navigating()) {
      const pending = { depth, cancelled: false };
      pendingBack = pending;
      const goBack = () => {
        if (pendingBack === pending) {
          pendingBack = null;
        }
        if (!pending.cancelled) {
          host.history.back();
        }
      };
      if (host.defer) {
        host.defer(goBack);
      } else {
        goBack();
      }
    }
    gone = true;
  };
}

let navigationUnderWay = () => false;

/** The app tells dialogs how to see that its router is moving to another page. */
export function watchNavigationForDialogs(probe: () => boolean): void {
  navigationUnderWay = probe;
}

/** The browser window as a dialog's history host. */
export function windowDialogHost(): DialogHistoryHost {
  return {
    history: window.history,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    navigating: () => navigationUnderWay(),
    defer: (task) => queueMicrotask(task),
  };
}
