import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BODY_CLASS, CARD_CLASS, H1_CLASS, H2_CLASS, LINK_CLASS, MUTED_CLASS } from './static-page-styles';
import { CONTACT_EMAIL, MAIL_LINK, proPrices } from './static-page-values';
import '@/i18n/english/pages';

/** The three-step explanation on the About page, as catalogue groups under `about.how`. */
const HOW_IT_WORKS = ['paste', 'sort', 'shop'] as const;

/** What Aislewise is, who it is for, how it works and how it treats your data. */
export function AboutPage() {
  const { t, i18n } = useTranslation('pages');
  return (
    <article aria-labelledby="about-heading" className="space-y-8">
      <title>{t('about.title')}</title>
      <header className="space-y-2">
        <h1 id="about-heading" className={H1_CLASS}>
          {t('about.title')}
        </h1>
        <p className={`text-lg leading-7 ${MUTED_CLASS}`}>{t('about.tagline')}</p>
      </header>

      <section aria-labelledby="about-what" className={BODY_CLASS}>
        <h2 id="about-what" className={H2_CLASS}>
          {t('about.what.title')}
        </h2>
        <p>{t('about.what.intro')}</p>
        <p>{t('about.what.account', proPrices(i18n.language))}</p>
      </section>

      <section aria-labelledby="about-who" className={BODY_CLASS}>
        <h2 id="about-who" className={H2_CLASS}>
          {t('about.who.title')}
        </h2>
        <p>{t('about.who.text')}</p>
      </section>

      <section aria-labelledby="about-how" className="space-y-4">
        <h2 id="about-how" className={H2_CLASS}>
          {t('about.how.title')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step} className={`${CARD_CLASS} space-y-2`}>
              <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-400">
                {t('about.how.step', { number: index + 1 })}
              </p>
              <h3 className="font-semibold text-slate-900 dark:text-slate-100">
                {t(`about.how.${step}.title`)}
              </h3>
              <p className={`leading-7 ${MUTED_CLASS}`}>{t(`about.how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-privacy" className={BODY_CLASS}>
        <h2 id="about-privacy" className={H2_CLASS}>
          {t('about.data.title')}
        </h2>
        <p>{t('about.data.selfHosted')}</p>
        <p>
          <Trans
            t={t}
            i18nKey="about.data.payments"
            components={{ policy: <Link to="/privacy" className={LINK_CLASS} /> }}
          />
        </p>
      </section>

      <section aria-labelledby="about-contact" className={BODY_CLASS}>
        <h2 id="about-contact" className={H2_CLASS}>
          {t('about.contact.title')}
        </h2>
        <p>
          <Trans
            t={t}
            i18nKey="about.contact.text"
            values={{ email: CONTACT_EMAIL }}
            components={{ mail: MAIL_LINK }}
          />
        </p>
      </section>
    </article>
  );
}
