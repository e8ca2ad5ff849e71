import type { ListAbilities } from '@shared/contract/lists';
import { LogOut, UserMinus, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import type { SavedList } from '../api/list-cache';

type Member = SavedList['members'][number];

/** Who shares the list, with Share, Leave and Remove shown as the list's abilities allow. */
export function MembersPanel({
  members,
  abilities,
  myUid,
  onShare,
  onRemove,
  onLeave,
}: {
  members: Member[];
  abilities: ListAbilities;
  myUid: string;
  onShare: () => void;
  onRemove: (member: Member) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('lists');
  return (
    <section
      aria-labelledby="members-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="members-heading" className="flex items-center gap-2 font-semibold">
          <Users aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
          {t('detail.members.heading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {abilities.share ? (
            <button type="button" className={BUTTON.secondary} onClick={onShare}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('detail.members.share')}
            </button>
          ) : null}
          {abilities.leave ? (
            <button type="button" className={BUTTON.secondary} onClick={onLeave}>
              <LogOut aria-hidden="true" className="size-4" />
              {t('detail.members.leave')}
            </button>
          ) : null}
        </div>
      </div>
      <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        {members.map((member) => (
          <li key={member.uid} className="flex min-h-12 items-center gap-3 py-1">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
            >
              {member.displayName.trim().charAt(0).toUpperCase() || '?'}
            </span>
            <span className="min-w-0 flex-1 break-words">
              {member.displayName}
              {member.uid === myUid ? (
                <span className="text-slate-600 dark:text-slate-300"> {t('detail.members.you')}</span>
              ) : null}
            </span>
            {member.isOwner ? (
              <span className="rounded-md bg-amber-100 px-1.5 py-0.5 text-xs font-bold tracking-wide text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                {t('detail.members.owner')}
              </span>
            ) : null}
            {abilities.removeMembers && !member.isOwner && member.uid !== myUid ? (
              <button
                type="button"
                className={BUTTON.icon}
                aria-label={t('detail.members.remove', { name: member.displayName })}
                onClick={() => onRemove(member)}
              >
                <UserMinus aria-hidden="true" className="size-5" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
