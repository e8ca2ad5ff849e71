import { HardDriveDownload } from 'lucide-react';
import { CARD } from '../../components/surface-styles';
import { DownloadMyData } from './download-my-data';
import { ImportMyDataForm } from './import-my-data-form';

/** Profile → Your data: take everything away as one file, or bring a file in (docs/data-export.md). */
export function MyDataSection({ isPro }: { isPro: boolean }) {
  return (
    <section aria-labelledby="my-data-heading" className={`${CARD} space-y-5`}>
      <div className="space-y-2">
        <h2 id="my-data-heading" className="flex items-center gap-2 text-lg font-semibold">
          <HardDriveDownload aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
          Your data
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          Everything you keep here, your lists with their items, meals, meal plan and stores, as one file you
          can keep or take to another Aislewise.
        </p>
      </div>
      <DownloadMyData />
      <hr className="border-slate-200 dark:border-slate-700" />
      <ImportMyDataForm isPro={isPro} />
    </section>
  );
}
