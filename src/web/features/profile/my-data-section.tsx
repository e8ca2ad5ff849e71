import { HardDriveDownload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DownloadMyData } from './download-my-data';
import { ImportMyDataForm } from './import-my-data-form';
import { ProfileCard } from './profile-card';

/** Profile → Your data: take everything away as one file, or bring a file in (docs/data-export.md). */
export function MyDataSection({ isPro }: { isPro: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard
      id="my-data"
      title={t('myData.title')}
      icon={HardDriveDownload}
      iconColor="text-emerald-700 dark:text-emerald-400"
    >
      <p className="text-slate-700 dark:text-slate-300">{t('myData.intro')}</p>
      <div className="space-y-5 pt-2">
        <DownloadMyData />
        <hr className="border-slate-200 dark:border-slate-700" />
        <ImportMyDataForm isPro={isPro} />
      </div>
    </ProfileCard>
  );
}
