import { LIMITS } from '@shared/limits';
import { Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { ShareLinkBox } from '@/components/share-link-box';
import { Spinner } from '@/components/spinner';
import { absoluteUrl } from '@/lib/absolute-url';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { call, messageOf } from '@/lib/rpc-client';

/** "Create a link": an open link to the list, for someone without an account, to copy or share. */
export function ListLinkSection({ list }: { list: { id: string; name: string } }) {
  const { t } = useTranslation('lists');
  const [made, setMade] = useState<{ url: string; inviteId: string } | null>(null);
  const [stopped, setStopped] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useOneTap((listId: string, changeId) =>
    call('createListLink', { listId, changeId }),
  );
  const start = async () => {
    setError(null);
    setStopped(false);
    try {
      const link = await create(list.id);
      if (link !== JOINED) {
        setMade({ url: absoluteUrl(link.url), inviteId: link.inviteId });
      }
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  const stop = async (inviteId: string) => {
    setError(null);
    setStopping(true);
    try {
      await call('revokeListLink', { inviteId });
      setMade(null);
      setStopped(true);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setStopping(false);
    }
  };
  return (
    <div className="mt-5 space-y-3 border-t border-slate-200 pt-5 dark:border-slate-700">
      <p className="text-slate-600 dark:text-slate-300">{t('share.link.intro')}</p>
      {made ? (
        <>
          <ShareLinkBox
            label={t('share.link.label')}
            note={t('share.link.note', { count: LIMITS.inviteLinkDays })}
            link={{
              title: t('share.link.shareTitle', { name: list.name }),
              text: t('share.link.shareText', { name: list.name }),
              url: made.url,
            }}
          />
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={stopping}
            onClick={() => void stop(made.inviteId)}
          >
            <Link2Off aria-hidden="true" className="size-4" />
            {t('share.link.stop')}
          </button>
        </>
      ) : (
        <button type="button" className={BUTTON.secondary} disabled={creating} onClick={() => void start()}>
          {creating ? (
            <Spinner label={t('share.link.making')} className="size-4" />
          ) : (
            <Link2 aria-hidden="true" className="size-4" />
          )}
          {t('share.link.create')}
        </button>
      )}
      {stopped ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {t('share.link.stopped')}
        </p>
      ) : null}
      <FormError message={error} />
    </div>
  );
}
