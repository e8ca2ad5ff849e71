import { MESSAGES } from '@shared/messages';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, MailX, UserRoundX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { ErrorBox } from '@/components/error-box';
import { FormError } from '@/components/form-message';
import { PageSpinner, Spinner } from '@/components/spinner';
import { CARD, TEXT_LINK } from '@/components/surface-styles';
import { isNotFound } from '@/lib/error-message';
import { call, messageOf } from '@/lib/rpc-client';

/** /invite/:id (signed in; guests sign in first and come back): who shared which list, and a way in. */
export function InvitePage() {
  const { id = '' } = useParams();
  const invite = useQuery({
    queryKey: ['invite', id],
    queryFn: async ({ signal }) => (await call('getInvite', { inviteId: id }, { signal })).invite,
  });

  let body: ReactNode;
  if (invite.data?.status === 'yours') {
    body = <YourInvite inviteId={id} {...invite.data} />;
  } else if (invite.data?.status === 'other-account') {
    body = (
      <InviteProblem icon="account" title={`Shared by ${invite.data.sharedBy}`}>
        {MESSAGES.inviteForOtherAccount}
      </InviteProblem>
    );
  } else if (isNotFound(invite.error)) {
    body = (
      <InviteProblem icon="invalid" title="Invite not found">
        {messageOf(invite.error)}
      </InviteProblem>
    );
  } else if (invite.isError) {
    body = <ErrorBox message={messageOf(invite.error)} onRetry={() => void invite.refetch()} />;
  } else {
    body = <PageSpinner label="Opening the invite…" />;
  }
  return (
    <section aria-label="List invite" className="mx-auto max-w-md">
      <title>List invite · Aislewise</title>
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
      <p className="font-medium text-emerald-800 dark:text-emerald-300">Shared by {sharedBy}</p>
      <h1 className="text-2xl font-bold tracking-tight break-words">{listName}</h1>
      <p className="text-slate-600 dark:text-slate-300">
        This list is shared with you: it is in your lists, and changes show for both of you as they happen.
      </p>
      <FormError message={error} />
      <button
        type="button"
        className={`${BUTTON.primary} w-full`}
        disabled={opening}
        onClick={() => void open()}
      >
        {opening ? <Spinner label="Opening…" className="size-5" /> : null}
        Open list
        {opening ? null : <ArrowRight aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}

function InviteProblem({
  icon,
  title,
  children,
}: {
  icon: 'account' | 'invalid';
  title: string;
  children: string;
}) {
  const Icon = icon === 'account' ? UserRoundX : MailX;
  return (
    <div className={`${CARD} space-y-3 text-center`}>
      <Icon aria-hidden="true" className="mx-auto size-10 text-slate-500 dark:text-slate-400" />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{children}</p>
      <p>
        <Link to="/" className={TEXT_LINK}>
          Go to My Lists
        </Link>
      </p>
    </div>
  );
}
