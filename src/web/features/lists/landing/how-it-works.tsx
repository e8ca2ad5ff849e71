const STEPS = [
  {
    title: 'Paste or type your list',
    text: 'One item per line, in any order, typos and all: "2 lbs ground beef" is fine.',
  },
  {
    title: 'We sort it by aisle',
    text: 'Every item lands in one of 12 store sections, from Produce to Pets.',
  },
  {
    title: 'Shop without doubling back',
    text: 'Walk the store once and tick items off as they go in the cart.',
  },
];

/** The three steps of the guest home page. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="space-y-4">
      <h2 id="how-it-works" className="text-xl font-bold tracking-tight">
        How It Works
      </h2>
      <ol className="grid gap-3 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-emerald-100 font-bold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
            >
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold">{step.title}</h3>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
