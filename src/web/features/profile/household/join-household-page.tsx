import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ErrorBox } from '@/components/error-box';
import { InviteLanding } from '@/components/invite-landing';
import { InviteProblem } from '@/components/invite-problem';
import { PageSpinner } from '@/components/spinner';
import { useSession } from '@/providers/session';
import { JoinHouseholdCard } from './join-household-card';
import { joinInvitation, joinProblem } from './join-texts';
import { useHouseholdInvitePreview } from './use-household-invite';
import '@/i18n/english/auth';
import '@/i18n/english/profile';

/**
 * /household/join/:inviteId, signed in or out: whose household the link opens, and Join; signed out, Create
 * account and Sign in, each coming back here. A link that cannot be used says why.
 */
export function JoinHouseholdPage() {
  const { t } = useTranslation('profile');
  const { inviteId = '' } = useParams();
  const { status } = useSession();
  const location = useLocation();
  const preview = useHouseholdInvitePreview(inviteId);

  let body: ReactNode;
  if (status === 'loading' || preview.state.status === 'loading') {
    body = <PageSpinner label={t('join.opening')} />;
  } else if (preview.state.status === 'failed') {
    body = <ErrorBox message={preview.state.message} onRetry={preview.retry} />;
  } else {
    const { invite } = preview.state;
    const problem = joinProblem(t, invite);
    if (problem || !invite) {
      body = (
        <InviteProblem icon="invalid" title={problem?.title ?? ''}>
          {problem?.message ?? ''}
        </InviteProblem>
      );
    } else if (status === 'guest') {
      body = <InviteLanding {...joinInvitation(t, invite)} returnTo={location.pathname} />;
    } else {
      body = <JoinHouseholdCard inviteId={inviteId} invite={invite} />;
    }
  }
  return (
    <section aria-label={t('join.pageLabel')} className="mx-auto max-w-md">
      <title>{t('join.documentTitle')}</title>
      {body}
    </section>
  );
}
