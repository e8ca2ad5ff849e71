import { LIMITS } from '@shared/limits';
import { DEFAULT_LIST_NAME } from '@shared/list-text';
import { MESSAGES } from '@shared/messages';
import { Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { InputDialog } from '@/components/input-dialog';
import { Spinner } from '@/components/spinner';
import { forgetGuestList, guestListNames } from '@/lib/guest-list-handoff';
import { useKeepGuestList } from '../api/use-keep-guest-list';

/** After signing in on a device with a guest list: keep it as a saved list, or discard it. Asked once. */
export function GuestListOffer() {
  const { t } = useTranslation('lists');
  const [names, setNames] = useState(guestListNames);
  const { keep, keeping } = useKeepGuestList();
  // The list is named as any new one is: asked, with SPEC's default ready to keep.
  const [naming, setNaming] = useState(false);
  if (names.length === 0) {
    return null;
  }
  return (
    <section
      aria-labelledby="keep-guest-list"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950"
    >
      <h2 id="keep-guest-list" className="text-lg font-semibold">
        {MESSAGES.keepGuestList}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t('overview.guestOffer.text', { count: names.length })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={BUTTON.primary} disabled={keeping} onClick={() => setNaming(true)}>
          {keeping ? (
            <Spinner label={t('overview.guestOffer.saving')} className="size-4" />
          ) : (
            <Save aria-hidden="true" className="size-4" />
          )}
          {t('overview.guestOffer.save')}
        </button>
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={keeping}
          onClick={() => {
            forgetGuestList();
            setNames([]);
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('overview.guestOffer.discard')}
        </button>
      </div>
      <InputDialog
        open={naming}
        title={t('overview.guestOffer.save')}
        label={t('overview.listName')}
        defaultValue={DEFAULT_LIST_NAME}
        submitLabel={t('overview.guestOffer.submit')}
        maxLength={LIMITS.maxListName}
        busy={keeping}
        onSubmit={(name) =>
          void keep(names, name).then((kept) => {
            setNaming(false);
            if (kept) {
              setNames([]);
            }
          })
        }
        onCancel={() => setNaming(false)}
      />
    </section>
  );
}
