import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { parseItemLines } from '../../../shared/list-text';
import { BUTTON } from '../button-styles';
import { Spinner } from '../spinner';

/**
 * Adds items to a list: one per line; blank text is ignored; the text stays if adding fails. With
 * `clearAtOnce` the box empties as soon as the user adds (the list shows the items as pending) and gets the
 * text back if adding fails, ahead of anything typed since.
 */
export function AddItemsBox({
  onAdd,
  busy,
  clearAtOnce = false,
}: {
  onAdd: (text: string) => Promise<boolean>;
  busy: boolean;
  clearAtOnce?: boolean;
}) {
  const [text, setText] = useState('');

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || parseItemLines(text).length === 0) {
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

  return (
    <form onSubmit={submit} className="flex items-start gap-2">
      <label htmlFor="add-items" className="sr-only">
        Add items, one per line
      </label>
      <textarea
        id="add-items"
        rows={1}
        value={text}
        placeholder="Add items…"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter adds (the common one-item case); Shift+Enter starts another line for several items.
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void submit();
          }
        }}
        className="field-sizing-content min-h-11 max-h-40 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm dark:border-slate-600 dark:bg-slate-800"
      />
      <button type="submit" className={BUTTON.primary} disabled={busy}>
        {busy ? (
          <Spinner label="Adding…" className="size-4" />
        ) : (
          <Plus aria-hidden="true" className="size-4" />
        )}
        Add
      </button>
    </form>
  );
}
