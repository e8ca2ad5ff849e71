import { CalendarDays, ListChecks, Lock, Users } from 'lucide-react';

const FEATURES = [
  {
    icon: ListChecks,
    title: 'Sorted in a blink',
    text: 'Works offline-first with a built-in categorizer: no account, no waiting.',
  },
  {
    icon: Users,
    title: 'Shop together',
    text: 'Share a list with your household and see items ticked off live.',
  },
  {
    icon: CalendarDays,
    title: 'Plan the week',
    text: 'Turn a week of meals into one shopping list, duplicates merged.',
  },
  {
    icon: Lock,
    title: 'Yours to keep',
    text: 'Your guest list stays on this device. Self-host it if you like.',
  },
];

/** The features section of the guest home page. */
export function FeaturesSection() {
  return (
    <section aria-labelledby="features" className="space-y-4">
      <h2 id="features" className="text-xl font-bold tracking-tight">
        Why shoppers like Aislewise
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-2xl bg-emerald-50 p-4 dark:bg-emerald-950">
            <Icon
              aria-hidden="true"
              className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-300"
            />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-slate-700 dark:text-slate-300">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
