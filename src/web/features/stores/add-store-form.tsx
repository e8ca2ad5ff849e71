import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { JOINED } from '@/lib/one-tap';

/** Names a new store; what was typed stays in the field until the store is added. */
export function AddStoreForm({
  onAdd,
  busy,
  disabled,
}: {
  /** Resolves to null once added, to why it was not, or to JOINED when an add of it was already under way. */
  onAdd: (name: string) => Promise<string | null | typeof JOINED>;
  busy: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('stores');
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) {
      return;
    }
    if (name.trim() === '') {
      setError(MESSAGES.storeNameRequired);
      return;
    }
    setError(null);
    const failed = await onAdd(name.trim());
    if (failed === JOINED) {
      return;
    }
    setError(failed);
    if (!failed) {
      setName('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('add.label')}
            value={name}
            onValueChange={setName}
            maxLength={LIMITS.maxStoreName}
            autoComplete="off"
            placeholder={t('add.placeholder')}
            required
            invalid={error !== null}
            errorId={errorId}
            disabled={disabled}
          />
        </div>
        <button type="submit" className={BUTTON.primary} disabled={busy || disabled}>
          {busy ? <Spinner label={t('add.adding')} /> : <Plus aria-hidden="true" className="size-5" />}
          {t('add.submit')}
        </button>
      </div>
      <FormError id={errorId} message={error} />
    </form>
  );
}
