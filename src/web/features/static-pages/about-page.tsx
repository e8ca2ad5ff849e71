import { Link } from 'react-router';
import { BODY_CLASS, CARD_CLASS, H1_CLASS, H2_CLASS, LINK_CLASS, MUTED_CLASS } from './static-page-styles';

/** The three-step explanation on the About page. */
const HOW_IT_WORKS: readonly { title: string; text: string }[] = [
  {
    title: 'Paste or type your list',
    text: 'Write items in any order, one per line, or paste a list from a note or a message.',
  },
  {
    title: 'Get it sorted by aisle',
    text: 'Each item is filed into one of 12 store categories, from Produce and Bakery to Pets and Baby, so you walk the store once.',
  },
  {
    title: 'Shop and check off',
    text: 'Tick items as they go into the cart, edit or add as you go, and copy the sorted list as text to share it.',
  },
];

/** What Aislewise is, who it is for, how it works and how it treats your data. */
export function AboutPage() {
  return (
    <article aria-labelledby="about-heading" className="space-y-8">
      <title>About Aislewise</title>
      <header className="space-y-2">
        <h1 id="about-heading" className={H1_CLASS}>
          About Aislewise
        </h1>
        <p className={`text-lg leading-7 ${MUTED_CLASS}`}>Smart Grocery Lists. Smarter Meal Planning.</p>
      </header>

      <section aria-labelledby="about-what" className={BODY_CLASS}>
        <h2 id="about-what" className={H2_CLASS}>
          What it is
        </h2>
        <p>
          Aislewise is a grocery-list and meal-planning web app. It takes the list you already have and sorts
          it into the sections of a store, so you can shop aisle by aisle instead of criss-crossing the shop.
          You can use it as a guest with nothing to sign up for: your list stays in your own browser.
        </p>
        <p>
          With an account you can keep many named lists, share them live with your household, save meal
          templates, and plan a week of breakfasts, lunches and dinners that turns into one de-duplicated
          shopping list. A Pro subscription ($0.99 a month or $9.99 a year) unlocks meals, the planner and
          unlimited lists, and Pro users never see ads.
        </p>
      </section>

      <section aria-labelledby="about-who" className={BODY_CLASS}>
        <h2 id="about-who" className={H2_CLASS}>
          Who it is for
        </h2>
        <p>
          Anyone who does the weekly shop and would rather spend less time doing it: busy parents, flatmates
          who split the groceries, couples who keep buying the same thing twice, and cooks who like to know on
          Sunday what they will eat on Thursday.
        </p>
      </section>

      <section aria-labelledby="about-how" className="space-y-4">
        <h2 id="about-how" className={H2_CLASS}>
          How it works
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className={`${CARD_CLASS} space-y-2`}>
              <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-400">Step {index + 1}</p>
              <h3 className="font-semibold text-slate-900 dark:text-slate-100">{step.title}</h3>
              <p className={`leading-7 ${MUTED_CLASS}`}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-privacy" className={BODY_CLASS}>
        <h2 id="about-privacy" className={H2_CLASS}>
          Self-hosted, and your data stays with whoever runs it
        </h2>
        <p>
          Aislewise is self-hostable. Whoever runs the server keeps the data in their own database, either the
          embedded one it ships with or PostgreSQL. Lists are sorted by a categorizer built into the server.
          Item names are sent to an AI provider (Google Gemini or an OpenAI-compatible model) only if the
          operator chooses to configure one, to sort unusual items and offer meal ideas and suggestions; API
          keys stay on the server and never reach your browser.
        </p>
        <p>
          Payments go through Stripe, so your card details never touch our server. The{' '}
          <Link to="/privacy" className={LINK_CLASS}>
            Privacy Policy
          </Link>{' '}
          explains exactly what is kept and where.
        </p>
      </section>

      <section aria-labelledby="about-contact" className={BODY_CLASS}>
        <h2 id="about-contact" className={H2_CLASS}>
          Contact
        </h2>
        <p>
          Questions, ideas or a category that sorted something oddly? Write to us at{' '}
          <a href="mailto:hello@aislewise.app" className={LINK_CLASS}>
            hello@aislewise.app
          </a>
          .
        </p>
      </section>
    </article>
  );
}
