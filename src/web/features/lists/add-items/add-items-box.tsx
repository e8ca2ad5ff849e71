import { itemTextProblem, parseItemLines } from '@shared/list-text';
import { Plus, Sparkles } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { useBringIntoView } from '@/lib/bring-into-view';
import { SuggestionChips } from './suggestion-chips';
import { appendLine } from './suggestion-chips-state';
import { useSuggestionChips } from './use-suggestion-chips';

/**
 * Adds items to a list: one per line; blank text is ignored; the text stays if adding fails. With
 * `clearAtOnce` the box empties as soon as the user adds (the list shows the items as pending) and gets the
 * text back if adding fails, ahead of anything typed since. Suggest offers items as chips that each move
 * their text into the box once; a failed suggestion request goes to `onError`.
 */
export function AddItemsBox({
  onAdd,
  busy,
  clearAtOnce = false,
  onSuggest,
  onError,
  focusRequest = 0,
}: {
  onAdd: (text: string) => Promise<boolean>;
  busy: boolean;
  clearAtOnce?: boolean;
  onSuggest: (exclude: string[]) => Promise<string[]>;
  onError: (message: string) => void;
  /** Bumped to bring the box into view and focus it (after Start New List). */
  focusRequest?: number;
}) {
  const [text, setText] = useState('');
  // A line too long (or too many lines) is said here, at the box, naming the line, before anything is sent.
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useBringIntoView(box, focusRequest);
  const suggestions = useSuggestionChips(onSuggest, onError);

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
    if (!(await onAdd(sent))) {
      setText((typed) => (typed.trim() === '' ? sent : `${sent}\n${typed}`));
    }
  };

  const takeChip = (chip: string) => {
    suggestions.take(chip);
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
        <label htmlFor="add-items" className="sr-only">
          Add items, one per line
        </label>
        <textarea
          ref={box}
          id="add-items"
          rows={1}
          value={text}
          placeholder="Add items…"
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'add-items-error' : undefined}
          onKeyDown={(event) => {
            // Enter adds (the common one-item case); Shift+Enter starts another line for several items.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void submit();
            }
          }}
          className="field-sizing-content min-h-11 max-h-40 min-w-0 basis-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm sm:basis-auto sm:flex-1 dark:border-slate-600 dark:bg-slate-800"
        />
        <button type="submit" className={`${BUTTON.primary} flex-1 sm:flex-none`} disabled={busy}>
          {busy ? (
            <Spinner label="Adding…" className="size-4" />
          ) : (
            <Plus aria-hidden="true" className="size-4" />
          )}
          Add
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
          {suggestions.busy ? 'Thinking…' : 'Suggest'}
        </button>
      </form>
      <div className="mt-2 empty:hidden">
        <FormError id="add-items-error" message={problem} />
      </div>
      <SuggestionChips chips={suggestions.chips} exhausted={suggestions.exhausted} onTake={takeChip} />
    </div>
  );
}
