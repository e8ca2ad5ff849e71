import { LIMITS } from '@shared/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { InputDialog } from '@/components/input-dialog';
import { Spinner } from '@/components/spinner';
import { TEXT_LINK } from '@/components/surface-styles';
import { JOINED } from '@/lib/one-tap';
import { call, messageOf } from '@/lib/rpc-client';
import { useOffline } from '@/providers/live';
import { storeKeys } from './store-keys';
import { useStoreActions, useStores } from './use-stores';

/** The option value of "No store" (a select's values are text). */
const NO_STORE = '';
/** A field as the app's inputs are, as wide as its choice, so "Manage stores" fits beside it on a phone. */
const PICKER_CLASS =
  'min-h-11 max-w-full min-w-36 rounded-xl border border-slate-300 bg-white px-3 py-2 text-base shadow-sm dark:border-slate-600 dark:bg-slate-800 aria-invalid:border-red-600 aria-invalid:ring-2 aria-invalid:ring-red-600/30 dark:aria-invalid:border-red-500';
/** The option value of "New store…": it asks for a name, makes the store and sets the list to it. */
const NEW_STORE = 'new-store';

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
 * Which of the household's stores a list is shopped in, at the top of the list beside its name: "No store", one
 * of theirs, or "New store…", which names a new store, makes it and sets the list to it. A store another member
 * set stays selected, named as another member’s, until someone picks another.
 */
export function StorePicker({ listId, storeId, canEdit, storeName, onStoreSet }: StorePickerProps) {
  const { t } = useTranslation('stores');
  const selectId = useId();
  const errorId = useId();
  const stores = useStores();
  const actions = useStoreActions();
  const queryClient = useQueryClient();
  const offline = useOffline();
  const [naming, setNaming] = useState(false);
  const [namingError, setNamingError] = useState<string | null>(null);
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

  const makeStore = async (name: string) => {
    try {
      const made = await actions.createWithId(name);
      if (made === JOINED) {
        return;
      }
      // The new store is among the user's before the list is set to it, so it is never shown as another's.
      await queryClient.invalidateQueries({ queryKey: storeKeys.stores });
      setNaming(false);
      setStore.mutate(made.id);
    } catch (error) {
      setNamingError(messageOf(error));
    }
  };

  // While the stores load, the picker is there already (disabled, on the list's store), so nothing moves after.
  const loading = stores.isPending;
  if (stores.isError) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <Trans
          t={t}
          i18nKey="picker.loadFailed"
          components={{
            retry: <button type="button" className={TEXT_LINK} onClick={() => void stores.refetch()} />,
          }}
        />
      </p>
    );
  }
  if (!canEdit && shown === null) {
    return null;
  }
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <label htmlFor={selectId} className="flex items-center gap-2 font-semibold">
          {t('picker.label')}
          {setStore.isPending ? <Spinner label={t('picker.setting')} className="size-4" /> : null}
          {loading ? <Spinner label={t('picker.loading')} className="size-4" /> : null}
        </label>
        <select
          id={selectId}
          value={shown ?? NO_STORE}
          disabled={!canEdit || offline || setStore.isPending || loading}
          aria-invalid={setStore.isError ? true : undefined}
          aria-describedby={setStore.isError ? errorId : undefined}
          onChange={(event) => {
            const next = event.target.value;
            if (next === NEW_STORE) {
              setNamingError(null);
              setNaming(true);
              return;
            }
            setStore.mutate(next === NO_STORE ? null : next);
          }}
          className={`${PICKER_CLASS} disabled:opacity-60`}
        >
          <option value={NO_STORE}>{t('picker.noStore')}</option>
          {loading && shown !== null ? (
            <option value={shown}>{storeName ?? t('picker.yourStore')}</option>
          ) : null}
          {foreign ? (
            <option value={shown} disabled className="text-slate-500 italic">
              {storeName ? t('picker.foreignNamed', { name: storeName }) : t('picker.foreign')}
            </option>
          ) : null}
          {own.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
          <option value={NEW_STORE}>{t('picker.newStoreOption')}</option>
        </select>
        {own.length > 0 ? (
          // An icon, so the row stays one line on a phone: the top of the list is for the list.
          <Link
            to="/stores"
            aria-label={t('picker.manage')}
            title={t('picker.manage')}
            className={BUTTON.icon}
          >
            <Settings2 aria-hidden="true" className="size-5" />
          </Link>
        ) : null}
      </div>
      <FormError id={errorId} message={setStore.isError ? messageOf(setStore.error) : null} />
      <InputDialog
        open={naming}
        title={t('picker.newStoreTitle')}
        label={t('picker.nameLabel')}
        defaultValue=""
        submitLabel={t('picker.add')}
        maxLength={LIMITS.maxStoreName}
        busy={actions.creating}
        error={namingError}
        onSubmit={(name) => void makeStore(name)}
        onCancel={() => setNaming(false)}
      />
    </div>
  );
}
