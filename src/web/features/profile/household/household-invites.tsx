import { Link2Off, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { ShareLinkBox } from '@/components/share-link-box';
import { Spinner } from '@/components/spinner';
import { absoluteUrl } from '@/lib/absolute-url';
import { householdShareText, inviteLinkLine, newInviteNote } from './household-texts';
import type { Household, HouseholdInviteLink } from './use-household';

/**
 * "Invite to household": makes a link to copy or share, and lists the links still working, each with Revoke.
 * Shown to those who may invite.
 */
export function HouseholdInvites({
  household,
  inviterName,
  inviting,
  busy,
  onInvite,
  onRevoke,
}: {
  household: Household;
  inviterName: string;
  inviting: boolean;
  busy: boolean;
  onInvite: () => Promise<HouseholdInviteLink | null>;
  onRevoke: (inviteId: string) => void;
}) {
  const { t, i18n } = useTranslation('profile');
  const [made, setMade] = useState<HouseholdInviteLink | null>(null);
  const invite = async () => {
    const link = await onInvite();
    if (link) {
      setMade(link);
    }
  };
  // A link revoked here is no link to hand on any more.
  const revoke = (inviteId: string) => {
    if (made?.inviteId === inviteId) {
      setMade(null);
    }
    onRevoke(inviteId);
  };
  return (
    <div className="space-y-3 pt-2">
      <button
        type="button"
        className={`${BUTTON.primary} w-full sm:w-auto`}
        disabled={inviting}
        onClick={() => void invite()}
      >
        {inviting ? (
          <Spinner label={t('household.invites.making')} className="size-5" />
        ) : (
          <UserPlus aria-hidden="true" className="size-5" />
        )}
        {t('household.invites.invite')}
      </button>
      {made ? (
        <ShareLinkBox
          label={t('household.invites.linkLabel')}
          note={newInviteNote(t)}
          link={{ ...householdShareText(t, inviterName, household.name), url: absoluteUrl(made.url) }}
        />
      ) : null}
      {household.invites.length > 0 ? (
        <>
          <h3 id="household-invites" className="font-semibold">
            {t('household.invites.heading')}
          </h3>
          <ul aria-labelledby="household-invites" className="divide-y divide-slate-200 dark:divide-slate-700">
            {household.invites.map((link) => {
              const line = inviteLinkLine(t, link, i18n.language);
              return (
                <li
                  key={link.inviteId}
                  className="flex min-h-11 flex-wrap items-center justify-between gap-2 py-2"
                >
                  <span className="text-sm text-slate-700 dark:text-slate-300">{line}</span>
                  <button
                    type="button"
                    className={BUTTON.secondary}
                    disabled={busy}
                    aria-label={t('household.invites.revokeLabel', { line })}
                    onClick={() => revoke(link.inviteId)}
                  >
                    <Link2Off aria-hidden="true" className="size-4" />
                    {t('household.invites.revoke')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}
