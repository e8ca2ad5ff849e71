import type { ParseKeys } from 'i18next';

type PagesKey = ParseKeys<'pages'>;

/** One part of a section's body: a paragraph's key, or the keys of a bulleted list's entries. */
export type PrivacyBlock = PagesKey | readonly PagesKey[];

/** One titled section of the Privacy Policy; `id` anchors the heading for in-page links. */
export interface PrivacySection {
  id: string;
  title: PagesKey;
  blocks: readonly PrivacyBlock[];
}

/** The Privacy Policy, section by section, in plain language. */
export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  { id: 'who-holds-your-data', title: 'privacy.whoHolds.title', blocks: ['privacy.whoHolds.text'] },
  { id: 'guest-list', title: 'privacy.guest.title', blocks: ['privacy.guest.text'] },
  {
    id: 'account-data',
    title: 'privacy.account.title',
    blocks: [
      'privacy.account.intro',
      [
        'privacy.account.email',
        'privacy.account.password',
        'privacy.account.lists',
        'privacy.account.meals',
        'privacy.account.subscription',
      ],
      'privacy.account.signIn',
    ],
  },
  { id: 'cookies', title: 'privacy.cookies.title', blocks: ['privacy.cookies.text'] },
  { id: 'who-sees-your-lists', title: 'privacy.sharing.title', blocks: ['privacy.sharing.text'] },
  { id: 'ai-providers', title: 'privacy.ai.title', blocks: ['privacy.ai.sent', 'privacy.ai.keys'] },
  { id: 'payments', title: 'privacy.payments.title', blocks: ['privacy.payments.text'] },
  { id: 'emails', title: 'privacy.emails.title', blocks: ['privacy.emails.text'] },
  { id: 'ads', title: 'privacy.ads.title', blocks: ['privacy.ads.text'] },
  { id: 'deleting-data', title: 'privacy.deleting.title', blocks: ['privacy.deleting.text'] },
  { id: 'contact', title: 'privacy.contact.title', blocks: ['privacy.contact.text'] },
];
