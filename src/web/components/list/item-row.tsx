import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { BUTTON } from '../button-styles';
import type { EditableItem, ItemActions } from './editable-item';

/** One item: tap the row to check it off, the pencil to rename it inline, the bin to delete it. */
export function ItemRow({
  item,
  controls,
  onToggle,
  onRename,
  onDelete,
}: { item: EditableItem; controls?: ReactNode } & Omit<ItemActions, 'itemControls'>) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.name);

  const save = () => {
    setEditing(false);
    const name = draft.trim();
    // A blank or unchanged name keeps the item as it was: an edit never deletes by accident.
    if (name && name !== item.name) {
      onRename(item.id, name);
    }
  };

  if (editing) {
    return (
      <li className="flex items-center gap-2 px-3 py-1.5">
        <input
          // Focus follows the user's own click on Edit, so it is expected, not a surprise.
          // biome-ignore lint/a11y/noAutofocus: see above
          autoFocus
          aria-label={`New name for ${item.name}`}
          value={draft}
          maxLength={200}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
            if (event.key === 'Escape') {
              setDraft(item.name);
              setEditing(false);
            }
          }}
          className="min-h-11 w-full rounded-lg border border-emerald-600 bg-white px-3 text-base dark:bg-slate-800"
        />
      </li>
    );
  }

  return (
    <li className="flex items-center gap-1 pr-1">
      <label className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 px-3 py-2">
        <input
          type="checkbox"
          checked={item.checked}
          onChange={(event) => onToggle(item.id, event.target.checked)}
          className="size-5 shrink-0 accent-emerald-700"
        />
        <span
          className={`break-words ${item.checked ? 'text-slate-500 line-through dark:text-slate-400' : ''}`}
        >
          {item.name}
        </span>
      </label>
      {controls}
      <button
        type="button"
        className={BUTTON.icon}
        aria-label={`Edit ${item.name}`}
        onClick={() => {
          setDraft(item.name);
          setEditing(true);
        }}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={BUTTON.icon}
        aria-label={`Delete ${item.name}`}
        onClick={() => onDelete(item.id)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
