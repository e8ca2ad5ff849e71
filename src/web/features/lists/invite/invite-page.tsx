import { MESSAGES } from '@shared/messages';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { ErrorBox } from '@/components/error-box';
import { FormError } from '@/components/form-message';
import { InviteLanding } from '@/components/invite-landing';
import { InviteProblem } from '@/components/invite-problem';
import { PageSpinner, Spinner } from '@/components/spinner';
import { CARD } from '@/components/surface-styles';
import { isNotFound } from '@/lib/error-message';
import { call, messageOf } from '@/lib/rpc-client';
import { useSession } from '@/providers/session';
import '@/i18n/english/auth';

/**
 * /invite/:id: who shared which list, and a way in. Signed out, whose list it is cannot be known (the invite
 * is read only by members), so it says a list awaits, with Create account and Sign in coming back here.
 */
export function InvitePage() {
  const { t } = useTranslation('lists');
  const { id = '' } = useParams();
  const { status } = useSession();
  const location = useLocation();
  let body: ReactNode;
  if (status === 'loading') {
    body = <PageSpinner label={t('invite.loading')} />;
  } else if (status === 'guest') {
    body = (
      <InviteLanding
        title={t('invite.landingTitle')}
        text={t('invite.landingText')}
        returnTo={`${location.pathname}${location.search}`}
      />
    );
  } else {
    return <SignedInInvite inviteId={id} />;
  }
  return (
    <section aria-label={t('invite.label')} className="mx-auto max-w-md">
      <title>{t('documentTitle', { title: t('invite.label') })}</title>
      {body}
    </section>
  );
}

function SignedInInvite({ inviteId: id }: { inviteId: string }) {
  const { t } = useTranslation('lists');
  const invite = useQuery({
    queryKey: ['invite', id],
    queryFn: async ({ signal }) => (await call('getInvite', { inviteId: id }, { signal })).invite,
  });

  let body: ReactNode;
  if (invite.data?.status === 'yours') {
    body = <YourInvite inviteId={id} {...invite.data} />;
  } else if (invite.data?.status === 'other-account') {
    body = (
      <InviteProblem icon="account" title={t('invite.sharedBy', { name: invite.data.sharedBy })}>
        {MESSAGES.inviteForOtherAccount}
      </InviteProblem>
    );
  } else if (isNotFound(invite.error)) {
    body = (
      <InviteProblem icon="invalid" title={t('invite.notFound')}>
        {messageOf(invite.error)}
      </InviteProblem>
    );
  } else if (invite.isError) {
    body = <ErrorBox message={messageOf(invite.error)} onRetry={() => void invite.refetch()} />;
  } else {
    body = <PageSpinner label={t('invite.loading')} />;
  }
  return (
    <section aria-label={t('invite.label')} className="mx-auto max-w-md">
      <title>{t('documentTitle', { title: t('invite.label') })}</title>
      {body}
    </section>
  );
}

function YourInvite({
  inviteId,
  listName,
  sharedBy,
}: {
  inviteId: string;
  listName: string;
  sharedBy: string;
}) {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setOpening(true);
    setError(null);
    try {
      const { listId } = await call('acceptInvite', { inviteId });
      await navigate(`/lists/${listId}`);
    } catch (failure) {
      setError(messageOf(failure));
      setOpening(false);
    }
  };
  return (
    <div className={`${CARD} space-y-4`}>
      <p className="font-medium text-emerald-800 dark:text-emerald-300">
        {t('invite.sharedBy', { name: sharedBy })}
      </p>
      <h1 className="text-2xl font-bold tracking-tight break-words">{listName}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('invite.sharedWithYou')}</p>
      <FormError message={error} />
      <button
        type="button"
        className={`${BUTTON.primary} w-full`}
        disabled={opening}
        onClick={() => void open()}
      >
        {opening ? <Spinner label={t('invite.opening')} className="size-5" /> : null}
        {t('invite.open')}
        {opening ? null : <ArrowRight aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
