import { RotateCw, Users } from 'lucide-react';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { messageOf } from '@/lib/rpc-client';
import { ProfileCard } from '../profile-card';
import { HouseholdNameForm } from './household-name-form';
import { useHousehold } from './use-household';

const ROLE_NAMES = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

/** Profile → Household: the people the user shops with, and the household's name. */
export function HouseholdSection({ userId }: { userId: string }) {
  const household = useHousehold();
  return (
    <ProfileCard id="household" title="Household" icon={Users} iconColor="text-sky-700 dark:text-sky-400">
      {household.data ? (
        <>
          {household.data.abilities.rename ? (
            <HouseholdNameForm key={household.data.id} name={household.data.name} />
          ) : (
            <p className="font-semibold">{household.data.name}</p>
          )}
          <h3 id="household-members" className="pt-2 font-semibold">
            Members
          </h3>
          <ul aria-labelledby="household-members" className="divide-y divide-slate-200 dark:divide-slate-700">
            {household.data.members.map((member) => (
              <li key={member.userId} className="flex min-h-11 items-center justify-between gap-3 py-2">
                <span className="min-w-0 break-words">
                  {member.displayName}
                  {member.userId === userId ? (
                    <span className="text-slate-600 dark:text-slate-300"> (you)</span>
                  ) : null}
                </span>
                <span className="shrink-0 text-sm text-slate-600 dark:text-slate-300">
                  {ROLE_NAMES[member.role]}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : household.isError ? (
        <div className="space-y-3">
          <FormError message={messageOf(household.error)} />
          <button type="button" className={BUTTON.secondary} onClick={() => void household.refetch()}>
            <RotateCw aria-hidden="true" className="size-5" />
            Try Again
          </button>
        </div>
      ) : (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          Loading your household…
        </p>
      )}
    </ProfileCard>
  );
}
