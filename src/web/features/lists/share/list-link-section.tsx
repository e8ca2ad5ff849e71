import { LIMITS } from '@shared/limits';
import { Link2 } from 'lucide-react';
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
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useOneTap((listId: string, changeId) =>
    call('createListLink', { listId, changeId }),
  );
  const start = async () => {
    setError(null);
    try {
      const made = await create(list.id);
      if (made !== JOINED) {
        setUrl(absoluteUrl(made.url));
      }
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <div className="mt-5 space-y-3 border-t border-slate-200 pt-5 dark:border-slate-700">
      <p className="text-slate-600 dark:text-slate-300">Or make a link for someone without an account.</p>
      {url ? (
        <ShareLinkBox
          label="List link"
          note={LIST_LINK_NOTE}
          link={{
            title: `${list.name} on Aislewise`,
            text: `Join my shopping list “${list.name}” on Aislewise.`,
            url,
          }}
        />
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
      <FormError message={error} />
    </div>
  );
}
