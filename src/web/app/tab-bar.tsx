import { CalendarDays, House, type LucideIcon, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ProBadge } from '@/components/pro-badge';
import { hasPro } from '@/lib/pro';
import { probablySignedIn } from '@/lib/session-hint';
import { useSession } from '@/providers/session';

interface Tab {
  to: string;
  /** Its name, as a key under `tabs` in the catalogue. */
  label: 'home' | 'meals' | 'mealPlan';
  icon: LucideIcon;
  pro: boolean;
  /** Pages that belong under this tab besides its own: a list opened from Home is still Home. */
  under: readonly string[];
}

const TABS: readonly Tab[] = [
  { to: '/', label: 'home', icon: House, pro: false, under: ['/lists/', '/invite/'] },
  { to: '/meals', label: 'meals', icon: UtensilsCrossed, pro: true, under: [] },
  { to: '/meal-plan', label: 'mealPlan', icon: CalendarDays, pro: true, under: [] },
];

function isCurrent(tab: Tab, pathname: string): boolean {
  return pathname === tab.to || tab.under.some((prefix) => pathname.startsWith(prefix));
}

const TAB_CLASS =
  'relative flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-2 text-xs font-semibold transition sm:min-h-11 sm:flex-none sm:flex-row sm:gap-2 sm:px-4 sm:text-sm';
const IDLE =
  'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800';
const ACTIVE = 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200';

/**
 * The signed-in tab bar (SPEC §2 Chrome): fixed to the bottom on phones, where a thumb reaches it, and a
 * row under the header from `sm` up. Pro tabs carry a PRO badge until the subscription is active.
 */
export function TabBar() {
  const { user, status } = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (!user) {
    // A member's page keeps the bar's row (from `sm` up, where it sits in the page) while the session loads.
    return status === 'loading' && probablySignedIn() ? (
      <div aria-hidden="true" className="hidden border-b border-transparent sm:block">
        <div className="py-1.5">
          <div className="min-h-11" />
        </div>
      </div>
    ) : null;
  }
  const isPro = hasPro(user);
  return (
    <nav
      aria-label={t('tabs.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:static sm:border-t-0 sm:border-b sm:bg-white/90 sm:pb-0 dark:border-slate-800 dark:bg-slate-900/95 sm:dark:bg-slate-900/90"
    >
      <ul className="mx-auto flex max-w-6xl gap-1 px-2 py-1.5 sm:px-4">
        {TABS.map((tab) => {
          const { to, label, icon: Icon, pro } = tab;
          const current = isCurrent(tab, pathname);
          return (
            <li key={to} className="flex flex-1 sm:flex-none">
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                className={`${TAB_CLASS} ${current ? ACTIVE : IDLE}`}
              >
                <Icon aria-hidden="true" className="size-5" />
                <span>{t(`tabs.${label}`)}</span>
                {pro && !isPro ? (
                  <ProBadge className="absolute top-1 right-[calc(50%-2.75rem)] sm:static sm:text-[0.6875rem]" />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
