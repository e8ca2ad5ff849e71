import type { RecipeDraft } from '@shared/contract/recipes';
import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { type FormEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { SpinnerIcon } from '@/components/spinner';
import { INPUT_CLASS } from '@/components/text-field';
import { useModalDialog } from '@/components/use-modal-dialog';
import { WIDE_DIALOG } from '@/components/wide-dialog-styles';
import { type RecipeSource, useReadRecipe } from '../api/use-read-recipe';

/** How the dialog opens: from a link or pasted text, with what to start from, and whether to read at once. */
export interface RecipeSourceOpening {
  kind: RecipeSource['kind'];
  value: string;
  /** Read as soon as it opens: a link shared to the app. */
  autoStart: boolean;
}

/** What an empty field says for each source; the dialog's words are the catalogue's `recipe.<kind>`. */
const REQUIRED = {
  link: () => MESSAGES.recipeLinkRequired,
  text: () => MESSAGES.recipeTextRequired,
} as const;

// A web address's scheme, the same in every language: not a text to translate.
const LINK_PLACEHOLDER = 'https://';

/**
 * Reads a recipe from a link or pasted text into a draft for the meal form. It stays open while reading
 * and on a failure, which shows here, tied to the field, with what was typed kept; Cancel stops a read.
 */
export function RecipeSourceDialog({
  open,
  opening,
  onRead,
  onClose,
}: {
  open: boolean;
  opening: RecipeSourceOpening;
  onRead: (draft: RecipeDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('meals');
  const ref = useModalDialog(open, () => cancel());
  const id = useId();
  const { read, reading } = useReadRecipe();
  const [value, setValue] = useState(opening.value);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const { kind } = opening;
  const texts = {
    title: t(`recipe.${kind}.title`),
    label: t(`recipe.${kind}.label`),
    hint: t(`recipe.${kind}.hint`),
    submit: t(`recipe.${kind}.submit`),
    required: REQUIRED[kind](),
  };
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const start = async (typed: string) => {
    // Set before the first await, so a second Enter (or React's doubled effect) cannot start another read.
    if (running.current) {
      return;
    }
    if (typed.trim() === '') {
      setError(texts.required);
      return;
    }
    setError(null);
    const controller = new AbortController();
    running.current = controller;
    const source: RecipeSource = kind === 'link' ? { kind, url: typed.trim() } : { kind, text: typed };
    const result = await read(source, controller.signal);
    if (running.current === controller) {
      running.current = null;
    }
    if (!result) {
      return;
    }
    if ('error' in result) {
      setError(result.error);
      return;
    }
    onRead(result.draft);
  };

  const startOnOpening = useEffectEvent((typed: string) => void start(typed));
  useEffect(() => {
    if (!open) {
      return;
    }
    setValue(opening.value);
    setError(null);
    if (opening.autoStart) {
      startOnOpening(opening.value);
    }
  }, [open, opening]);

  const cancel = () => {
    running.current?.abort();
    running.current = null;
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void start(value);
  };

  const fieldProps = {
    id: `${id}-field`,
    value,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    // Read-only rather than disabled while reading: it stays in view, focused and read out as it was.
    readOnly: reading,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, error ? errorId : null].filter(Boolean).join(' '),
    spellCheck: false,
    className: `${INPUT_CLASS} mt-1.5`,
  };

  return (
    <dialog ref={ref} aria-labelledby={`${id}-title`} onCancel={cancel} className={WIDE_DIALOG}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {texts.title}
        </h2>
        <div>
          <label htmlFor={fieldProps.id} className="block font-semibold">
            {texts.label}
          </label>
          {kind === 'link' ? (
            <input
              {...fieldProps}
              type="url"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              maxLength={LIMITS.maxRecipeUrl}
              placeholder={LINK_PLACEHOLDER}
            />
          ) : (
            <textarea {...fieldProps} rows={10} maxLength={LIMITS.maxRecipeText} />
          )}
          <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {texts.hint}
          </p>
        </div>
        <FormError id={errorId} message={error} />
        {/* Always present, so the screen reader hears the change when reading starts. */}
        <p
          role="status"
          className="flex items-center gap-2 font-medium text-emerald-800 empty:hidden dark:text-emerald-300"
        >
          {reading ? (
            <>
              <SpinnerIcon className="size-5" />
              {t('recipe.reading')}
            </>
          ) : null}
        </p>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" className={BUTTON.secondary} onClick={cancel}>
            {t('recipe.cancel')}
          </button>
          <button type="submit" className={BUTTON.primary} disabled={reading}>
            {texts.submit}
          </button>
        </div>
      </form>
    </dialog>
  );
}
