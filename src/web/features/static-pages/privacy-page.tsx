import { PRIVACY_SECTIONS } from './privacy-sections';
import { BODY_CLASS, H1_CLASS, H2_CLASS, MUTED_CLASS } from './static-page-styles';

/** The Privacy Policy: what Aislewise keeps, where it keeps it and how to remove it. */
export function PrivacyPage() {
  return (
    <article aria-labelledby="privacy-heading" className="space-y-8">
      <title>Privacy Policy · Aislewise</title>
      <header className="space-y-2">
        <h1 id="privacy-heading" className={H1_CLASS}>
          Privacy Policy
        </h1>
        <p className={`text-sm ${MUTED_CLASS}`}>Last updated: July 16, 2025</p>
        <p className={`leading-7 ${MUTED_CLASS}`}>
          This page explains, in plain terms, what Aislewise stores, where it is stored and who can see it.
        </p>
      </header>
      {PRIVACY_SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className={BODY_CLASS}>
          <h2 id={section.id} className={H2_CLASS}>
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
