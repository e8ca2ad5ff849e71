import { LIMITS } from '@shared/limits';
import { Check, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { shownQuantity } from '@/i18n/quantity-words';
import type { EditableItem, ItemChange } from './editable-item';

const FIELD =
  'min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-emerald-600 dark:border-slate-600 dark:bg-slate-800';

/**
 * A row's Edit: the name, the quantity and the note in fields of their own. Save (or Enter) keeps what changed;
 * a blank name keeps the old one, so an edit never deletes by accident, and a blank quantity or note clears
 * it. Escape or Cancel leaves the item as it was.
 */
export function ItemEditForm({
  item,
  onSave,
  onClose,
}: {
  item: EditableItem;
  onSave: (change: ItemChange) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('lists');
  const [label, setLabel] = useState(item.label);
  // The amount as the row shows it ('1,5 kg' in German); the server reads it back into the stored form.
  const [shownBefore] = useState(() => (item.quantity ? shownQuantity(item.quantity, i18n.language) : ''));
  const [quantity, setQuantity] = useState(shownBefore);
  const [note, setNote] = useState(item.note ?? '');
  const nameId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const change: ItemChange = {};
    const name = label.trim();
    if (name && name !== item.label) {
      change.label = name;
    }
    if (quantity.trim() !== shownBefore) {
      change.quantity = quantity.trim();
    }
    if (note.trim() !== (item.note ?? '')) {
      change.note = note.trim();
    }
    onClose();
    if (Object.keys(change).length > 0) {
      onSave(change);
    }
  };

  return (
    <form
      aria-label={t('items.edit.label', { name: item.label })}
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className="grid grid-cols-[1fr_6.5rem] items-end gap-2 px-3 py-2"
    >
      <div>
        <label htmlFor={nameId} className="text-xs font-medium text-slate-600 dark:text-slate-300">
          {t('items.edit.name')}
        </label>
        <input
          id={nameId}
          // Focus follows the user's own choice of Edit, so it is expected, not a surprise.
          // biome-ignore lint/a11y/noAutofocus: see above
          autoFocus
          value={label}
          maxLength={LIMITS.maxItemLength}
          onChange={(event) => setLabel(event.target.value)}
          className={FIELD}
        />
      </div>
      <TextField
        label={t('items.edit.quantity')}
        value={quantity}
        placeholder={t('items.edit.quantityPlaceholder')}
        maxLength={LIMITS.maxQuantityLength}
        onChange={setQuantity}
      />
      <TextField
        label={t('items.edit.note')}
        value={note}
        placeholder={t('items.edit.notePlaceholder')}
        maxLength={LIMITS.maxNoteLength}
        onChange={setNote}
        className="col-span-2"
      />
      <div className="col-span-2 flex justify-end gap-2">
        <button type="button" className={BUTTON.secondary} onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
          {t('items.edit.cancel')}
        </button>
        <button type="submit" className={BUTTON.primary}>
          <Check aria-hidden="true" className="size-4" />
          {t('items.edit.save')}
        </button>
      </div>
    </form>
  );
}

/** A labelled text box of the form. */
function TextField({
  label,
  value,
  placeholder,
  maxLength,
  onChange,
  className,
}: {
  label: string;
  value: string;
  placeholder: string;
  maxLength: number;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
      </label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className={FIELD}
      />
    </div>
  );
}
