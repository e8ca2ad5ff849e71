import { MESSAGES } from '@shared/messages';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { SpinnerIcon } from '@/components/spinner';
import { call } from '@/lib/rpc-client';
import { dataFileName, saveJsonFile } from './data-file';
import { importErrorMessage } from './import-error-message';

const ERROR_ID = 'download-my-data-error';

/** "Download my data": the account's data file, saved as aislewise-data-YYYY-MM-DD.json. */
export function DownloadMyData() {
  const { t } = useTranslation('profile');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    if (pending) {
      return;
    }
    setError(null);
    setPending(true);
    try {
      saveJsonFile(await call('exportMyData', {}), dataFileName(new Date()));
    } catch (failure) {
      setError(importErrorMessage(failure, MESSAGES.exportFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={download}
        aria-disabled={pending}
        aria-describedby={error ? ERROR_ID : undefined}
        className={`${BUTTON.secondary} w-full sm:w-auto`}
      >
        {pending ? <SpinnerIcon /> : <Download aria-hidden="true" className="size-5" />}
        {pending ? t('myData.preparing') : t('myData.download')}
      </button>
      <FormError id={ERROR_ID} message={error} />
    </div>
  );
}
