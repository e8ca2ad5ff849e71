import { Trans, useTranslation } from 'react-i18next';
import { PRIVACY_SECTIONS, type PrivacyBlock } from './privacy-sections';
import { BODY_CLASS, H1_CLASS, H2_CLASS, MUTED_CLASS } from './static-page-styles';
import { CONTACT_EMAIL, MAIL_LINK, proPrices } from './static-page-values';
import '@/i18n/english/pages';

// Midnight UTC, shown in UTC, so no time zone moves the date to the day before.
const LAST_UPDATED = new Date(Date.UTC(2025, 6, 16));

/** The Privacy Policy: what Aislewise keeps, where it keeps it and how to remove it. */
export function PrivacyPage() {
  const { t, i18n } = useTranslation('pages');
  const lastUpdated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    LAST_UPDATED,
  );
  return (
    <article aria-labelledby="privacy-heading" className="space-y-8">
      <title>{t('pageTitle', { title: t('privacy.title') })}</title>
      <header className="space-y-2">
        <h1 id="privacy-heading" className={H1_CLASS}>
          {t('privacy.title')}
        </h1>
        <p className={`text-sm ${MUTED_CLASS}`}>{t('privacy.lastUpdated', { date: lastUpdated })}</p>
        <p className={`leading-7 ${MUTED_CLASS}`}>{t('privacy.intro')}</p>
      </header>
      {PRIVACY_SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className={BODY_CLASS}>
          <h2 id={section.id} className={H2_CLASS}>
            {t(section.title)}
          </h2>
          {section.blocks.map((block) => (
            <Block key={typeof block === 'string' ? block : block.join()} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

/** A paragraph, or a bulleted list; the texts may hold the contact link, a `<code>` name and the plans' prices. */
function Block({ block }: { block: PrivacyBlock }) {
  const { t, i18n } = useTranslation('pages');
  const values = { email: CONTACT_EMAIL, ...proPrices(i18n.language) };
  const components = { mail: MAIL_LINK, code: <code /> };
  if (typeof block === 'string') {
    return (
      <p>
        <Trans t={t} i18nKey={block} values={values} components={components} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-1 pl-6">
      {block.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}
