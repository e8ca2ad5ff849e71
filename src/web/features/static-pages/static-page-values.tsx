import type { ReactNode } from 'react';
import { proPrice } from '@/lib/pro-price';
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

/** Both Pro plans' prices as the reader's language writes them, for the pages' texts. */
export function proPrices(language: string): { monthly: string; yearly: string } {
  return { monthly: proPrice('monthly', language), yearly: proPrice('yearly', language) };
}
