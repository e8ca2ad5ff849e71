import type { ImportCounts } from '@shared/contract/my-data';
import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError, FormSuccess } from '@/components/form-message';
import { SpinnerIcon } from '@/components/spinner';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { call } from '@/lib/rpc-client';
import { importErrorMessage } from './import-error-message';

const FIELD_ID = 'my-data-file';
const HINT_ID = 'my-data-file-hint';
const ERROR_ID = 'my-data-file-error';
const MEGABYTE = 1024 * 1024;

/** Where an import is: nothing going on, reading the chosen file, or waiting for the server. */
type Step = 'idle' | 'reading' | 'importing';
const STEP_TEXT = {
  reading: 'myData.reading',
  importing: 'myData.importing',
} as const satisfies Record<Exclude<Step, 'idle'>, string>;

/** What the import added, and what it kept of the account's own. */
function importedMessage(counts: ImportCounts, isPro: boolean): string {
  const kept = counts.skipped.meals + counts.skipped.stores > 0;
  return [
    MESSAGES.importedMyData(counts),
    kept ? MESSAGES.importKeptExisting(counts.skipped.meals, counts.skipped.stores) : null,
    !isPro && counts.meals + counts.planEntries > 0 ? MESSAGES.importMealsNeedPro : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Import data": a file from Download my data (here or on another server), added to the account. */
export function ImportMyDataForm({ isPro }: { isPro: boolean }) {
  const { t } = useTranslation('profile');
  const fileInput = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  // Importing one chosen file is one intent, however often it is sent.
  const [importOnce] = useOneTap(
    (upload: { file: File; data: unknown }, changeId) =>
      call('importMyData', { file: upload.data, changeId }),
    ({ file }) => `${file.name}|${file.size}|${file.lastModified}`,
  );

  const refuse = (message: string) => {
    setError(message);
    fileInput.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'idle') {
      return;
    }
    setError(null);
    setImported(null);
    const file = fileInput.current?.files?.[0];
    if (!file) {
      refuse(MESSAGES.importChooseFile);
      return;
    }
    // The file is sent without its indentation, which can be half of it; past twice the limit it cannot fit.
    if (file.size > 2 * LIMITS.maxImportBytes) {
      refuse(MESSAGES.importFileTooLarge(LIMITS.maxImportBytes / MEGABYTE));
      return;
    }
    setStep('reading');
    try {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        refuse(MESSAGES.importNotJson);
        return;
      }
      setStep('importing');
      const counts = await importOnce({ file, data: parsed });
      if (counts === JOINED) {
        return;
      }
      setImported(importedMessage(counts, isPro));
      if (fileInput.current) {
        fileInput.current.value = '';
      }
    } catch (failure) {
      refuse(importErrorMessage(failure, MESSAGES.importFailed));
    } finally {
      setStep('idle');
    }
  };

  const busy = step !== 'idle';
  const describedBy = [HINT_ID, error ? ERROR_ID : null].filter(Boolean).join(' ');
  return (
    <form onSubmit={submit} noValidate aria-labelledby="import-data-heading" className="space-y-3">
      <h3 id="import-data-heading" className="font-semibold">
        {t('myData.importTitle')}
      </h3>
      <div className="space-y-1.5">
        <label htmlFor={FIELD_ID} className="block font-medium">
          {t('myData.fileLabel')}
        </label>
        <p id={HINT_ID} className="text-sm text-slate-600 dark:text-slate-400">
          {t('myData.fileHint')}
        </p>
        <input
          ref={fileInput}
          id={FIELD_ID}
          type="file"
          accept=".json,application/json"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={() => {
            setError(null);
            setImported(null);
          }}
          className="block w-full min-h-11 rounded-xl text-sm text-slate-700 dark:text-slate-300 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-xl file:border file:border-slate-300 file:bg-white file:px-4 file:font-medium file:text-slate-800 hover:file:bg-slate-100 aria-invalid:ring-2 aria-invalid:ring-red-600/40 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
      </div>
      <button type="submit" aria-disabled={busy} className={`${BUTTON.primary} w-full sm:w-auto`}>
        {busy ? <SpinnerIcon /> : <Upload aria-hidden="true" className="size-5" />}
        {t('myData.importButton')}
      </button>
      <p role="status" className="text-slate-700 empty:hidden dark:text-slate-300">
        {busy ? t(STEP_TEXT[step]) : null}
      </p>
      <FormError id={ERROR_ID} message={error} />
      <FormSuccess message={imported} />
    </form>
  );
}
