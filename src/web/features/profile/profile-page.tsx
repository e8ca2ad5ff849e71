import { ChevronRight, Crown, Store } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ManageSubscriptionButton } from '@/components/manage-subscription-button';
import { CARD, TEXT_LINK } from '@/components/surface-styles';
import { hasPro, paysForPro, proThroughOther } from '@/lib/pro';
import { useErrorBanner } from '@/providers/error-banner';
import { useSession } from '@/providers/session';
import { ConnectedAppsSection } from './connected-apps/connected-apps-section';
import { DeleteAccountSection } from './delete-account-section';
import { HouseholdSection } from './household/household-section';
import { LanguageSection } from './language-section';
import { MyDataSection } from './my-data-section';
import { ProfileCard } from './profile-card';
import { ProfileForm } from './profile-form';
import '@/i18n/english/profile';

/** The profile: read-only e-mail, editable display name, and the subscription (SPEC §2 Profile). */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const { showError } = useErrorBanner();
  if (!user) {
    // The route lets only signed-in users in; this covers the moment of signing out.
    return null;
  }
  const isPro = hasPro(user);
  const pays = paysForPro(user);
  const proThrough = proThroughOther(user);
  return (
    <section aria-labelledby="profile-heading" className="space-y-6">
      <title>{t('page.documentTitle')}</title>
      <div>
        <h1 id="profile-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('page.heading')}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('page.intro')}</p>
      </div>

      <div className={`${CARD} space-y-6`}>
        <dl>
          <dt className="font-semibold">{t('page.email')}</dt>
          <dd className="mt-1 break-all text-slate-700 dark:text-slate-300">{user.email}</dd>
        </dl>
        <ProfileForm key={user.uid} displayName={user.displayName} />
      </div>

      <LanguageSection chosen={user.language} />

      <HouseholdSection userId={user.uid} userName={user.displayName} />

      <div className={`${CARD} space-y-1`}>
        <Link
          to="/stores"
          className="-mx-2 flex min-h-11 items-center gap-2 rounded-lg px-2 text-lg font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Store aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
          <span className="flex-1">{t('page.stores')}</span>
          <ChevronRight aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
        </Link>
        <p className="text-slate-700 dark:text-slate-300">{t('page.storesIntro')}</p>
      </div>

      <ProfileCard
        id="plan"
        title={t('plan.title')}
        icon={Crown}
        iconColor="text-amber-600 dark:text-amber-400"
      >
        {isPro ? (
          <>
            <p className="text-slate-700 dark:text-slate-300">
              {proThrough ? t('plan.proThrough', { name: proThrough }) : t('plan.youHavePro')}
            </p>
            {/* Only the payer manages the subscription; the rest of the household has Pro through it. */}
            {pays ? <ManageSubscriptionButton onError={showError} className="w-full sm:w-auto" /> : null}
          </>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">
            <Trans
              t={t}
              i18nKey="plan.free"
              components={{ go: <Link to="/go-pro" className={TEXT_LINK} /> }}
            />
          </p>
        )}
      </ProfileCard>
      <ConnectedAppsSection email={user.email} />
      <MyDataSection isPro={isPro} />
      <DeleteAccountSection email={user.email} paysForPro={pays} />
    </section>
  );
}
