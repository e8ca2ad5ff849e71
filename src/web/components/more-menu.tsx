import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { BUTTON } from './button-styles';

/** One entry of a More menu. */
export interface MenuAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  danger?: boolean;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/** Room a menu of a few entries needs below its button; with less, it opens upwards. */
const MENU_ROOM_PX = 320;

/** Keys (`event.key`) that move focus in the open menu: to which entry, from the one at `at` of `count`. */
const MOVING_KEYS: Partial<Record<string, (at: number, count: number) => number>> = {
  ArrowDown: (at) => at + 1,
  ArrowUp: (at) => at - 1,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/** Keys that close the open menu, and whether focus goes back to its button (Tab moves it on instead). */
const CLOSING_KEYS: Partial<Record<string, boolean>> = { Escape: true, Tab: false };

/**
 * A "More" button opening a menu of actions (the menu button pattern): arrow keys, Home and End move through
 * it, Escape closes it and focus goes back to the button, Tab or a tap elsewhere closes it. An action runs
 * after the menu closes, with focus back on the button, so an action that opens something (an edit form, a
 * dialog) takes focus from there. `note`, a line about the thing (who added an item), heads the menu and names
 * its group of actions, so a screen reader hears it with them.
 */
export function MoreMenu({
  label,
  actions,
  note,
}: {
  label: string;
  actions: readonly MenuAction[];
  note?: string;
}) {
  const [open, setOpen] = useState(false);
  const [upwards, setUpwards] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const noteId = `${menuId}-note`;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) {
      button.current?.focus();
    }
  };

  useLayoutEffect(() => {
    if (!open) {
      return;
    }
    // The bars floating over the list take the bottom of the screen, so "below" needs room to spare.
    const bottom = button.current?.getBoundingClientRect().bottom ?? 0;
    setUpwards(window.innerHeight - bottom < MENU_ROOM_PX);
    menuItems(menu.current)[0]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) {
      return;
    }
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const entries = menuItems(menu.current);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = MOVING_KEYS[event.key];
    if (move) {
      event.preventDefault();
      entries[(move(at, entries.length) + entries.length) % entries.length]?.focus();
      return;
    }
    const refocus = CLOSING_KEYS[event.key];
    if (refocus !== undefined) {
      if (refocus) {
        event.preventDefault();
      }
      close(refocus);
    }
  };

  const entries = actions.map(({ label: text, icon: Icon, onSelect, danger }) => (
    <button
      key={text}
      type="button"
      role="menuitem"
      tabIndex={-1}
      onClick={() => {
        close(true);
        onSelect();
      }}
      className={`flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-slate-700 dark:focus-visible:bg-slate-700 ${danger ? 'text-red-700 dark:text-red-400' : 'text-slate-800 dark:text-slate-100'}`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </button>
  ));

  return (
    <div className="relative shrink-0">
      <button
        ref={button}
        type="button"
        className={BUTTON.icon}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className={`absolute right-0 z-20 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800 ${upwards ? 'bottom-full mb-1' : 'top-full mt-1'}`}
        >
          {note ? (
            <>
              <div id={noteId} className="px-3 pt-2 pb-1 text-sm text-slate-600 dark:text-slate-300">
                {note}
              </div>
              <fieldset aria-labelledby={noteId} className="min-w-0">
                {entries}
              </fieldset>
            </>
          ) : (
            entries
          )}
        </div>
      ) : null}
    </div>
  );
}
