import { LIMITS } from '@shared/limits';
import { Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { ShareLinkBox } from '@/components/share-link-box';
import { Spinner } from '@/components/spinner';
import { absoluteUrl } from '@/lib/absolute-url';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { call, messageOf } from '@/lib/rpc-client';

/** What an open list link does, under it. */
export const LIST_LINK_NOTE = `Anyone with this link can join the list for ${LIMITS.inviteLinkDays} days.`;

/** "Create a link": an open link to the list, for someone without an account, to copy or share. */
export function ListLinkSection({ list }: { list: { id: string; name: string } }) {
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
      <p className="text-slate-600 dark:text-slate-300">Or make a link for someone without an account.</p>
      {made ? (
        <>
          <ShareLinkBox
            label="List link"
            note={LIST_LINK_NOTE}
            link={{
              title: `${list.name} on Aislewise`,
              text: `Join my shopping list “${list.name}” on Aislewise.`,
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
            Stop this link
          </button>
        </>
      ) : (
        <button type="button" className={BUTTON.secondary} disabled={creating} onClick={() => void start()}>
          {creating ? (
            <Spinner label="Making a link…" className="size-4" />
          ) : (
            <Link2 aria-hidden="true" className="size-4" />
          )}
          Create a link
        </button>
      )}
      {stopped ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          The link no longer works. People who joined through it stay on the list.
        </p>
      ) : null}
      <FormError message={error} />
    </div>
  );
}
