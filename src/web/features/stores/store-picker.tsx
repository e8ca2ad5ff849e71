import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TEXT_LINK } from '@/components/surface-styles';
import { INPUT_CLASS } from '@/components/text-field';
import { call, messageOf } from '@/lib/rpc-client';
import { useOffline } from '@/providers/live';
import { useStores } from './use-stores';

/** The option value of "No store" (a select's values are text). */
const NO_STORE = '';

export interface StorePickerProps {
  listId: string;
  storeId: string | null;
  canEdit: boolean;
  /** The name of the list's store as the list says it, for one set by another member (not among the user's). */
  storeName?: string;
  /**
   * Called once the server set the list's store, with the list's version after it; resolves once the list on
   * screen shows the store (the list page refetches it), which the picker waits for.
   */
  onStoreSet: (version: number) => Promise<unknown>;
}

/**
 * Which of the user's stores a list is shopped in: "No store" or one of theirs. A store another member set
 * stays selected, named as another member’s, until someone picks another.
 */
export function StorePicker({ listId, storeId, canEdit, storeName, onStoreSet }: StorePickerProps) {
  const selectId = useId();
  const errorId = useId();
  const stores = useStores();
  const offline = useOffline();
  const setStore = useMutation({
    mutationFn: async (next: string | null) => {
      const { version } = await call('setListStore', { listId, storeId: next });
      await onStoreSet(version);
    },
  });
  // While it is saved, the select shows the store picked rather than jumping back to the list's.
  const shown = setStore.isPending ? setStore.variables : storeId;
  const own = stores.data ?? [];
  const foreign = shown !== null && stores.data !== undefined && !own.some((store) => store.id === shown);

  if (stores.isPending) {
    return <Spinner label="Loading your stores…" />;
  }
  if (stores.isError) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Could not load your stores.{' '}
        <button type="button" className={TEXT_LINK} onClick={() => void stores.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (own.length === 0 && shown === null) {
    return canEdit ? (
      <Link to="/stores" className={`${TEXT_LINK} inline-flex min-h-11 items-center`}>
        Add a store
      </Link>
    ) : null;
  }
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-end gap-x-3 gap-y-1.5">
        <div className="min-w-56 flex-1 space-y-1.5">
          <label htmlFor={selectId} className="flex items-center gap-2 font-semibold">
            Store
            {setStore.isPending ? <Spinner label="Setting the store…" className="size-4" /> : null}
          </label>
          <select
            id={selectId}
            value={shown ?? NO_STORE}
            disabled={!canEdit || offline || setStore.isPending}
            aria-invalid={setStore.isError ? true : undefined}
            aria-describedby={setStore.isError ? errorId : undefined}
            onChange={(event) => setStore.mutate(event.target.value === NO_STORE ? null : event.target.value)}
            className={`${INPUT_CLASS} disabled:opacity-60`}
          >
            <option value={NO_STORE}>No store</option>
            {foreign ? (
              <option value={shown} disabled className="text-slate-500 italic">
                {storeName ? `${storeName} (another member’s)` : 'Another member’s store'}
              </option>
            ) : null}
            {own.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <Link to="/stores" className={`${TEXT_LINK} inline-flex min-h-11 items-center`}>
          Manage stores
        </Link>
      </div>
      <FormError id={errorId} message={setStore.isError ? messageOf(setStore.error) : null} />
    </div>
  );
}
