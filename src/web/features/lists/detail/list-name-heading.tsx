import { LIMITS } from '@shared/limits';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LengthCounter } from '@/components/length-counter';

/**
 * The list's name as the page heading; click it to rename inline. Enter or leaving the field saves.
 * Without `onRename` (the caller may not rename the list) it is a plain heading.
 */
export function ListNameHeading({ name, onRename }: { name: string; onRename?: (name: string) => void }) {
  const { t } = useTranslation('lists');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const counterId = useId();
  const tooLong = draft.trim().length > LIMITS.maxListName;

  const save = () => {
    // Too long stays in the field with its counter saying so, rather than being cut or lost.
    if (tooLong) {
      return;
    }
    setEditing(false);
    const next = draft.trim();
    // SPEC §5: a blank or unchanged name is ignored.
    if (next && next !== name) {
      onRename?.(next);
    }
  };

  if (!onRename) {
    return (
      <h1 id="list-name" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
        {name}
      </h1>
    );
  }

  if (editing) {
    return (
      <>
        <h1 id="list-name" className="sr-only">
          {name}
        </h1>
        <input
          // Focus follows the user's own click on the name, so it is expected, not a surprise.
          // biome-ignore lint/a11y/noAutofocus: see above
          autoFocus
          aria-label={t('detail.nameLabel')}
          value={draft}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={counterId}
          onChange={(event) => setDraft(event.target.value)}
          onFocus={(event) => event.target.select()}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
            if (event.key === 'Escape') {
              setEditing(false);
            }
          }}
          className="-mx-2 w-[calc(100%+1rem)] rounded-lg border border-emerald-600 bg-white px-2 py-0.5 text-2xl font-bold tracking-tight aria-invalid:border-red-600 aria-invalid:ring-2 aria-invalid:ring-red-600/30 sm:text-3xl dark:bg-slate-800"
        />
        <LengthCounter id={counterId} length={draft.trim().length} max={LIMITS.maxListName} />
      </>
    );
  }

  return (
    <>
      <h1 id="list-name" className="text-2xl font-bold tracking-tight sm:text-3xl">
        <button
          type="button"
          aria-describedby="rename-hint"
          onClick={() => {
            setDraft(name);
            setEditing(true);
          }}
          className="group -mx-1 inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg px-1 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <span className="min-w-0 break-words">{name}</span>
          <Pencil
            aria-hidden="true"
            className="size-5 shrink-0 text-slate-500 group-hover:text-emerald-700 dark:text-slate-400 dark:group-hover:text-emerald-300"
          />
        </button>
      </h1>
      <span id="rename-hint" className="sr-only">
        {t('detail.renameHint')}
      </span>
    </>
  );
}
