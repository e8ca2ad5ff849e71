import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { Check } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { INPUT_CLASS } from '@/components/text-field';

/** A store's name, edited in place of its heading; Escape or Cancel leaves it as it was. */
export function RenameStoreForm({
  name: current,
  onRename,
  onDone,
}: {
  name: string;
  /** Resolves to null once renamed, or to why it was not. */
  onRename: (name: string) => Promise<string | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('stores');
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => input.current?.select(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) {
      return;
    }
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(MESSAGES.storeNameRequired);
      return;
    }
    if (trimmed === current) {
      onDone();
      return;
    }
    setSaving(true);
    const failed = await onRename(trimmed);
    setSaving(false);
    setError(failed);
    if (!failed) {
      onDone();
    }
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={cancelOnEscape}
      noValidate
      className="space-y-2"
    >
      <label htmlFor={inputId} className="block font-semibold">
        {t('rename.label', { name: current })}
      </label>
      <input
        ref={input}
        id={inputId}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={LIMITS.maxStoreName}
        autoComplete="off"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={INPUT_CLASS}
      />
      <FormError id={errorId} message={error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={BUTTON.primary} disabled={saving}>
          {saving ? <Spinner label={t('rename.saving')} /> : <Check aria-hidden="true" className="size-5" />}
          {t('rename.submit')}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onDone}>
          {t('rename.cancel')}
        </button>
      </div>
    </form>
  );
}
