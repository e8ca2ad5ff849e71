import type { ReactNode } from 'react';
import { LINK_CLASS } from './static-page-styles';

/** One titled section of the Privacy Policy; `id` anchors the heading for in-page links. */
export interface PrivacySection {
  id: string;
  title: string;
  body: ReactNode;
}

const CONTACT_LINK = (
  <a href="mailto:hello@aislewise.app" className={LINK_CLASS}>
    hello@aislewise.app
  </a>
);

/** The Privacy Policy, section by section, in plain language. */
export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: 'who-holds-your-data',
    title: 'Who holds your data',
    body: (
      <p>
        Aislewise is self-hostable. The person or organisation running the server you are using (the
        "operator") keeps your account data in their own database, either the embedded database Aislewise
        ships with or a PostgreSQL database they manage. This policy describes what the software stores and
        sends; the operator decides where the server runs and who can reach it.
      </p>
    ),
  },
  {
    id: 'guest-list',
    title: 'Using Aislewise as a guest',
    body: (
      <p>
        If you use Aislewise without an account, your list is saved only in your browser's local storage
        (under the key <code>guest-list</code>). It is not stored on the server. To sort your items, their
        names are sent to the server (and, if one is configured, to the AI provider described below), but the
        list itself is kept only in your browser. Clearing your browser data, or choosing Start New List,
        removes the guest list.
      </p>
    ),
  },
  {
    id: 'account-data',
    title: 'What we keep when you have an account',
    body: (
      <>
        <p>When you create an account, the operator's database stores:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>your e-mail address and display name;</li>
          <li>your password, only as a one-way hash (the password itself is never stored or logged);</li>
          <li>your lists and the items on them, including which are checked off;</li>
          <li>your meal templates and your weekly meal plan;</li>
          <li>your subscription status (for example, whether Pro is active and until when).</li>
        </ul>
        <p>
          If you sign in with Google or with the operator's own OpenID Connect provider, we receive your
          e-mail address and name from that provider to create or match your account; we do not receive your
          password there.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        When you sign in, the server sets one session cookie that keeps you signed in. It is httpOnly, which
        means scripts on the page cannot read it. Signing out ends the session. We do not use cookies for
        tracking.
      </p>
    ),
  },
  {
    id: 'who-sees-your-lists',
    title: 'Who can see your lists',
    body: (
      <p>
        You see only your own data and the lists someone has shared with you. When you share a list with your
        household, the people you share it with can see and change that list, and their changes appear on your
        devices live. Lists you have not shared stay private to your account.
      </p>
    ),
  },
  {
    id: 'ai-providers',
    title: 'AI sorting, meal ideas and suggestions',
    body: (
      <>
        <p>
          Lists are sorted by a categorizer built into the server, and that needs no outside service. Only if
          the operator configures an AI provider (Google Gemini or an OpenAI-compatible model) are item names
          sent to that provider, to sort items the built-in categorizer does not recognise and to produce meal
          ideas and item suggestions. Item names and meal names are what is sent, not your e-mail address or
          password.
        </p>
        <p>
          The provider's API keys stay on the server and are never sent to your browser. If no provider is
          configured, nothing is sent to one.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Pro subscriptions ($0.99 a month or $9.99 a year) are paid through Stripe Checkout. Your card details
        go straight to Stripe and never reach the Aislewise server. We store only your subscription status.
        Stripe's handling of your payment is covered by Stripe's own privacy policy.
      </p>
    ),
  },
  {
    id: 'emails',
    title: 'E-mails',
    body: (
      <p>
        If you ask to reset your password, we send a reset link to your account e-mail address through the
        operator's mail server. We do not send marketing e-mails.
      </p>
    ),
  },
  {
    id: 'ads',
    title: 'Ads',
    body: (
      <p>
        If the operator has configured an ad network, ads may be shown to guests. That ad network may set its
        own cookies under its own policy. Ads are never shown to Pro subscribers, and if no ad network is
        configured, no ads are shown at all.
      </p>
    ),
  },
  {
    id: 'deleting-data',
    title: 'Deleting your data',
    body: (
      <p>
        You can delete any of your lists and the items on them at any time, and you can edit or remove meal
        templates and meal-plan entries. As a guest, Start New List clears the list stored in your browser. To
        have your whole account removed, write to {CONTACT_LINK} and the operator will delete it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: <p>Questions about your data or this policy? Write to {CONTACT_LINK}.</p>,
  },
];
