import { MESSAGES } from '@shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPro } from '@/lib/pro';
import { knownSiteOptions, loadSiteOptions } from '@/lib/site-options';
import { useSession } from '@/providers/session';
import type { ListSummary } from '../api/list-cache';

const GO_PRO_LINK =
  'inline-flex min-h-11 items-center font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900 dark:text-emerald-300';

/**
 * A free household's list allowance: how many lists it has (every list not shared from outside it) of how many
 * it may, and whether it may make another. Undefined for Pro, and while the server's limit is unknown (offline
 * before it was ever asked).
 */
export function useListAllowance(
  lists: readonly ListSummary[],
): { owned: number; limit: number } | undefined {
  const { user } = useSession();
  const options = useQuery({
    queryKey: ['site-options'],
    queryFn: loadSiteOptions,
    initialData: knownSiteOptions,
    staleTime: Infinity,
  });
  const limit = options.data?.freeListLimit;
  if (!user || hasPro(user) || limit === undefined) {
    return undefined;
  }
  return { owned: lists.filter((list) => list.sharedBy === undefined).length, limit };
}

/**
 * "2 of 3 free lists", with the way to Go Pro once they are all used. After Pro ends, an account may own more
 * than the allowance: every list stays as it was (nothing is deleted or locked), and the line says how many are
 * over and how many to delete before a new one can be made.
 */
export function ListAllowance({ owned, limit }: { owned: number; limit: number }) {
  const { t } = useTranslation('lists');
  const link = { go: <Link to="/go-pro" className={GO_PRO_LINK} /> };
  if (owned > limit) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans
          t={t}
          i18nKey="overview.allowance.over"
          values={{ owned, over: owned - limit, limit, toDelete: owned - limit + 1 }}
          components={link}
        />
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {owned === limit ? (
        <Trans t={t} i18nKey="overview.allowance.full" values={{ owned, limit }} components={link} />
      ) : (
        t('overview.allowance.count', { owned, limit })
      )}
    </p>
  );
}

/** The allowance line's room while a free account's limit is still coming, so the page does not move when it does. */
export function ListAllowancePlaceholder() {
  const { t } = useTranslation('lists');
  return (
    <p aria-hidden="true" className="invisible text-sm">
      {t('overview.allowance.count', { owned: 0, limit: 0 })}
    </p>
  );
}

/** What Create New List says when the free lists are all used, instead of asking for a name first. */
export function ListLimitNotice({ limit, onClose }: { limit: number; onClose: () => void }) {
  const { t } = useTranslation('lists');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-2 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex-1">{MESSAGES.freeListLimit(limit)}</p>
      <Link to="/go-pro" className={GO_PRO_LINK}>
        {t('overview.allowance.goPro')}
      </Link>
      <button
        type="button"
        className="min-h-11 px-2 font-semibold underline underline-offset-2"
        onClick={onClose}
      >
        {t('overview.allowance.dismiss')}
      </button>
    </div>
  );
}
