import type { ReactNode } from 'react';
import { LINK_CLASS } from './static-page-styles';

/** The address the About page and the Privacy Policy give for questions and account removal. */
export const CONTACT_EMAIL = 'hello@aislewise.app';

/** A mailto link to the contact address; the catalogue's `<mail>` tag, whose text (the address) Trans puts inside. */
function MailLink({ children }: { children?: ReactNode }) {
  return (
    <a href={`mailto:${CONTACT_EMAIL}`} className={LINK_CLASS}>
      {children}
    </a>
  );
}

/** The catalogue's `<mail>` tag, for Trans's components. */
export const MAIL_LINK = <MailLink />;

/** The Pro plans' prices (SPEC §9: $0.99 a month, $9.99 a year, in US dollars) as the reader's language writes them. */
export function proPrices(language: string): { monthly: string; yearly: string } {
  const usd = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  return { monthly: usd.format(0.99), yearly: usd.format(9.99) };
}
