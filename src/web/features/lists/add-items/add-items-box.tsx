import { type ItemsByCategory, itemTextProblem, parseItemLines } from '@shared/list-text';
import { Plus, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { useBringIntoView } from '@/lib/bring-into-view';
import { boughtBefore } from './bought-before';
import { BoughtBeforeChips } from './bought-before-chips';
import type { Completion } from './complete-item';
import { CompletionListbox, optionId } from './completion-listbox';
import { listedItems } from './listed-items';
import { SuggestionChips } from './suggestion-chips';
import { appendLine } from './suggestion-chips-state';
import type { TypedLine } from './typed-line';
import { withoutLine } from './typed-line';
import { useItemCompletion } from './use-item-completion';
import type { ItemHistoryTools } from './use-item-history';
import { useSuggestionChips } from './use-suggestion-chips';

const NO_HISTORY: ItemHistoryTools = { items: [], setFavourite: () => undefined };

/**
 * Adds items to a list: one per line; blank text is ignored; the text stays if adding fails. With
 * `clearAtOnce` the box empties as soon as the user adds (the list shows the items as pending) and gets the
 * text back if adding fails, ahead of anything typed since. Suggest offers items as chips that each move
 * their text into the box once; a failed suggestion request goes to `onError`. The line being typed is completed
 * (a combobox) from the household's `history` and the built-in vocabulary, each option saying when the item is
 * among `items` (the list's) already; picking one adds it at once. Under the box, "Bought before" offers the
 * household's items not on the list, each added with a tap.
 */
export function AddItemsBox({
  onAdd,
  busy,
  clearAtOnce = false,
  onSuggest,
  onError,
  focusRequest = 0,
  items,
  history = NO_HISTORY,
}: {
  onAdd: (text: string) => Promise<boolean>;
  busy: boolean;
  clearAtOnce?: boolean;
  onSuggest: (exclude: string[]) => Promise<string[]>;
  onError: (message: string) => void;
  /** Bumped to bring the box into view and focus it (after Start New List). */
  focusRequest?: number;
  /** The list's items: completion says which are on it, and "Bought before" leaves them out. */
  items?: ItemsByCategory | null;
  /** The household's item history (signed in); none on the guest list. */
  history?: ItemHistoryTools;
}) {
  const { t } = useTranslation('lists');
  const [text, setText] = useState('');
  // A line too long (or too many lines) is said here, at the box, naming the line, before anything is sent.
  const [problem, setProblem] = useState<string | null>(null);
  const [caret, setCaret] = useState(0);
  // Options show while the shopper types, not when text arrives by a chip or the box only gets focus.
  const [typing, setTyping] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const listboxId = useId();
  useBringIntoView(box, focusRequest);
  const suggestions = useSuggestionChips(onSuggest, onError);
  const listed = useMemo(() => listedItems(items), [items]);
  const chips = useMemo(() => boughtBefore(history.items, new Set(listed.keys())), [history.items, listed]);

  /** Adds one item by name at once, as typing it would; nothing else typed in the box is touched. */
  const addNow = async (name: string) => {
    if (!busy) {
      await onAdd(name);
    }
  };
  /** A picked option: its line leaves the box and the item is added (the line comes back if adding fails). */
  const pickOption = (option: Completion, line: TypedLine) => {
    if (busy) {
      return;
    }
    const rest = withoutLine(text, line);
    setText(rest);
    setCaret(rest.length);
    void onAdd(option.name).then((added) => {
      if (!added) {
        setText((typed) => (typed.trim() === '' ? line.text : `${typed}\n${line.text}`));
      }
    });
  };
  const completion = useItemCompletion({
    text,
    caret: typing ? caret : -1,
    history: history.items,
    listed,
    onPick: pickOption,
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || parseItemLines(text).length === 0) {
      return;
    }
    const found = itemTextProblem(text);
    setProblem(found);
    if (found) {
      return;
    }
    if (!clearAtOnce) {
      if (await onAdd(text)) {
        setText('');
      }
      return;
    }
    const sent = text;
    setText('');
    setCaret(0);
    if (!(await onAdd(sent))) {
      setText((typed) => (typed.trim() === '' ? sent : `${sent}\n${typed}`));
    }
  };

  const takeChip = (chip: string) => {
    suggestions.take(chip);
    setTyping(false);
    setText((typed) => appendLine(typed, chip));
    // After the render, so the caret lands at the end of the new text.
    requestAnimationFrame(() => {
      const field = box.current;
      field?.focus();
      field?.setSelectionRange(field.value.length, field.value.length);
    });
  };

  return (
    <div>
      <form onSubmit={submit} className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
        {/*
          The box is a textarea (a line per item), which may not take the combobox role itself: the combobox is the
          span around it, named by its title so only the textarea answers to the label. The label around both makes
          a click, or a tool that fills "the combobox", reach the textarea.
        */}
        <label className="relative block min-w-0 basis-full sm:basis-auto sm:flex-1">
          <span id="add-items-label" className="sr-only">
            {t('addItems.label')}
          </span>
          {/* biome-ignore lint/a11y/useFocusableInteractive: focus goes to the textarea inside (ARIA 1.1's combobox) */}
          <span
            role="combobox"
            title={t('addItems.label')}
            aria-expanded={completion.open}
            aria-controls={listboxId}
            aria-haspopup="listbox"
            className="block"
          >
            <textarea
              ref={box}
              id="add-items"
              rows={1}
              value={text}
              placeholder={t('addItems.placeholder')}
              aria-labelledby="add-items-label"
              aria-autocomplete="list"
              aria-controls={completion.open ? listboxId : undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'add-items-error' : undefined}
              aria-activedescendant={
                completion.active >= 0 ? optionId(listboxId, completion.active) : undefined
              }
              autoComplete="off"
              onFocus={completion.wake}
              onChange={(event) => {
                setText(event.target.value);
                setCaret(event.target.selectionStart);
                setTyping(true);
                setProblem(null);
              }}
              onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
              onBlur={() => {
                setCaret(-1);
                setTyping(false);
              }}
              onKeyDown={(event) => {
                if (completion.onKeyDown(event)) {
                  return;
                }
                // Enter adds (the common one-item case); Shift+Enter starts another line for several items.
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void submit();
                }
              }}
              className="field-sizing-content block min-h-11 max-h-40 w-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm dark:border-slate-600 dark:bg-slate-800"
            />
          </span>
          {completion.open ? (
            <CompletionListbox
              id={listboxId}
              options={completion.options}
              active={completion.active}
              onPick={completion.pick}
            />
          ) : null}
        </label>
        <button type="submit" className={`${BUTTON.primary} flex-1 sm:flex-none`} disabled={busy}>
          {busy ? (
            <Spinner label={t('addItems.adding')} className="size-4" />
          ) : (
            <Plus aria-hidden="true" className="size-4" />
          )}
          {t('addItems.add')}
        </button>
        <button
          type="button"
          className={`${BUTTON.secondary} flex-1 sm:flex-none`}
          onClick={suggestions.ask}
          disabled={suggestions.busy}
          aria-busy={suggestions.busy}
        >
          {suggestions.busy ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          ) : (
            <Sparkles aria-hidden="true" className="size-4" />
          )}
          {suggestions.busy ? t('addItems.thinking') : t('addItems.suggest')}
        </button>
      </form>
      <div className="mt-2 empty:hidden">
        <FormError id="add-items-error" message={problem} />
      </div>
      <BoughtBeforeChips items={chips} onAdd={(name) => void addNow(name)} onStar={history.setFavourite} />
      <SuggestionChips chips={suggestions.chips} exhausted={suggestions.exhausted} onTake={takeChip} />
    </div>
  );
}
