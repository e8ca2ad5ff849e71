import { HardDriveDownload } from 'lucide-react';
import { DownloadMyData } from './download-my-data';
import { ImportMyDataForm } from './import-my-data-form';
import { ProfileCard } from './profile-card';

/** Profile → Your data: take everything away as one file, or bring a file in (docs/data-export.md). */
export function MyDataSection({ isPro }: { isPro: boolean }) {
  return (
    <ProfileCard
      id="my-data"
      title="Your data"
      icon={HardDriveDownload}
      iconColor="text-emerald-700 dark:text-emerald-400"
    >
      <p className="text-slate-700 dark:text-slate-300">
        Everything you keep here, your lists with their items, meals, meal plan and stores, as one file you
        can keep or take to another Aislewise.
      </p>
      <div className="space-y-5 pt-2">
        <DownloadMyData />
        <hr className="border-slate-200 dark:border-slate-700" />
        <ImportMyDataForm isPro={isPro} />
      </div>
    </ProfileCard>
  );
}
