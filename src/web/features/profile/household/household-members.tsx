import { Crown, UserMinus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { INPUT_CLASS } from '@/components/text-field';
import type { Household, HouseholdRole } from './use-household';

type Member = Household['members'][number];

/**
 * The household's people with their role and "(you)"; Remove for those the caller may remove, and for the
 * owner a role picker and "Make owner" beside everyone else.
 */
export function HouseholdMembers({
  household,
  userId,
  busy,
  onRemove,
  onRole,
  onMakeOwner,
}: {
  household: Household;
  userId: string;
  busy: boolean;
  onRemove: (member: Member) => void;
  onRole: (member: Member, role: HouseholdRole) => void;
  onMakeOwner: (member: Member) => void;
}) {
  const { t } = useTranslation('profile');
  const { abilities } = household;
  return (
    <>
      <h3 id="household-members" className="pt-2 font-semibold">
        {t('household.members.heading')}
      </h3>
      <ul aria-labelledby="household-members" className="divide-y divide-slate-200 dark:divide-slate-700">
        {household.members.map((member) => {
          const isMe = member.userId === userId;
          const mayChangeRole = abilities.changeRoles && !isMe && member.role !== 'owner';
          const mayRemove = abilities.remove.includes(member.userId);
          return (
            <li key={member.userId} className="space-y-2 py-2">
              <div className="flex min-h-11 items-center justify-between gap-3">
                <span className="min-w-0 break-words">
                  {member.displayName}
                  {isMe ? (
                    <span className="text-slate-600 dark:text-slate-300"> {t('household.members.you')}</span>
                  ) : null}
                </span>
                <span className="shrink-0 text-sm text-slate-600 dark:text-slate-300">
                  {t(`household.roles.${member.role}`)}
                </span>
              </div>
              {mayChangeRole || mayRemove ? (
                <div className="flex flex-wrap items-center gap-2">
                  {mayChangeRole ? (
                    <RolePicker member={member} busy={busy} onRole={(role) => onRole(member, role)} />
                  ) : null}
                  {mayChangeRole ? (
                    <button
                      type="button"
                      className={BUTTON.secondary}
                      disabled={busy}
                      aria-label={t('household.members.makeOwnerLabel', { name: member.displayName })}
                      onClick={() => onMakeOwner(member)}
                    >
                      <Crown aria-hidden="true" className="size-4" />
                      {t('household.members.makeOwner')}
                    </button>
                  ) : null}
                  {mayRemove ? (
                    <button
                      type="button"
                      className={BUTTON.secondary}
                      disabled={busy}
                      aria-label={t('household.members.removeLabel', { name: member.displayName })}
                      onClick={() => onRemove(member)}
                    >
                      <UserMinus aria-hidden="true" className="size-4" />
                      {t('household.members.remove')}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Admin or Member for someone who is not the owner. */
function RolePicker({
  member,
  busy,
  onRole,
}: {
  member: Member;
  busy: boolean;
  onRole: (role: HouseholdRole) => void;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('household.members.roleLabel', { name: member.displayName })}
      </label>
      <select
        id={id}
        value={member.role}
        disabled={busy}
        onChange={(event) => onRole(event.target.value === 'admin' ? 'admin' : 'member')}
        className={`${INPUT_CLASS} w-auto py-2`}
      >
        <option value="admin">{t('household.roles.admin')}</option>
        <option value="member">{t('household.roles.member')}</option>
      </select>
    </div>
  );
}
