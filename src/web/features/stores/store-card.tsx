import { Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { RenameStoreForm } from './rename-store-form';
import { StoreOrderPanel } from './store-order-panel';
import type { Store } from './use-stores';

const ICON_BUTTON = `${BUTTON.icon} disabled:cursor-not-allowed disabled:opacity-60`;

/** One store: its name (renamed in place), Delete, and its aisle order. */
export function StoreCard({
  store,
  offline,
  resetting,
  onRename,
  onDelete,
  onReset,
}: {
  store: Store;
  offline: boolean;
  resetting: boolean;
  onRename: (name: string) => Promise<string | null>;
  onDelete: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('stores');
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const doneRenaming = () => {
    setRenaming(false);
    renameButton.current?.focus();
  };

  return (
    <li>
      <section
        aria-labelledby={headingId}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex items-start gap-2">
          <h2 id={headingId} className="min-w-0 flex-1 py-2 text-lg font-semibold leading-snug break-words">
            {store.name}
          </h2>
          <button
            ref={renameButton}
            type="button"
            className={ICON_BUTTON}
            aria-label={t('card.rename', { name: store.name })}
            aria-expanded={renaming}
            disabled={offline}
            onClick={() => setRenaming((open) => !open)}
          >
            <Pencil aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={t('card.delete', { name: store.name })}
            disabled={offline}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        {renaming ? <RenameStoreForm name={store.name} onRename={onRename} onDone={doneRenaming} /> : null}
        <StoreOrderPanel store={store} disabled={offline} resetting={resetting} onReset={onReset} />
      </section>
    </li>
  );
}
