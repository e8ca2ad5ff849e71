import { LogOut, Share2, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import type { ListSummary } from '../api/list-cache';
import { PrivateBadge } from '../visibility/private-badge';

/**
 * One list in the overview: the whole card opens it; share and delete (or leave) sit on top, each shown
 * only when the list's abilities allow it. `ownedByMe` only words the "shared with" line. Leave sits on the
 * card of a list shared from outside the household; a household's list is left from its own page, if at all.
 */
export function ListCard({
  list,
  ownedByMe,
  onShare,
  onDrop,
}: {
  list: ListSummary;
  ownedByMe: boolean;
  onShare: () => void;
  onDrop: () => void;
}) {
  const { t, i18n } = useTranslation('lists');
  const others = list.members.length - 1;
  const { abilities } = list;
  return (
    <li className="relative flex items-start gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-emerald-300 sm:p-5 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-emerald-700">
      <div className="min-w-0 flex-1 py-1">
        <h2 className="text-lg font-semibold leading-snug break-words">
          {/* The link's ::after covers the card, so a tap anywhere on it opens the list. */}
          <Link
            to={`/lists/${list.id}`}
            className="rounded after:absolute after:inset-0 after:rounded-2xl hover:text-emerald-800 dark:hover:text-emerald-300"
          >
            {list.name}
          </Link>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          <span>
            {t('overview.card.created', {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                new Date(list.createdAt),
              ),
              count: list.itemCount,
            })}
          </span>
          {list.visibility === 'private' ? <PrivateBadge /> : null}
        </p>
        {others > 0 ? (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
            <Users aria-hidden="true" className="size-4" />
            {ownedByMe
              ? t('overview.card.sharedWith', { count: others })
              : list.sharedBy
                ? t('overview.card.sharedBy', { name: list.sharedBy })
                : t('overview.card.household')}
            {list.isNew ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                {t('overview.card.new')}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="relative z-10 flex shrink-0">
        {abilities.share ? (
          <button
            type="button"
            className={BUTTON.icon}
            aria-label={t('overview.card.share', { name: list.name })}
            onClick={onShare}
          >
            <Share2 aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        {abilities.delete ? (
          <button
            type="button"
            className={BUTTON.icon}
            aria-label={t('overview.card.delete', { name: list.name })}
            onClick={onDrop}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        ) : abilities.leave && list.sharedBy ? (
          <button
            type="button"
            className={BUTTON.icon}
            aria-label={t('overview.card.leave', { name: list.name })}
            onClick={onDrop}
          >
            <LogOut aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
    </li>
  );
}
