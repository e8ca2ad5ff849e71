import type { OutputOf } from '@shared/api';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS, TextField } from '@/components/text-field';

/** Where the reviewed lines go: a list of the caller's (by id), or a new list with the name typed. */
export type Destination = { kind: 'list'; listId: string } | { kind: 'new'; name: string };

const NEW_LIST = 'new';

type ListSummary = OutputOf<'listLists'>['lists'][number];

/** The review's "Add to": the current list first, any other list of the caller's, or a new one with its name. */
export function ReviewDestination({
  lists,
  currentListId,
  destination,
  onChange,
  disabled,
}: {
  lists: readonly ListSummary[] | null;
  currentListId: string | null;
  destination: Destination;
  onChange: (destination: Destination) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('meals');
  const id = useId();
  const ordered = [...(lists ?? [])].sort(
    (a, b) => Number(b.id === currentListId) - Number(a.id === currentListId),
  );
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block font-semibold">
          {t('review.destination.label')}
        </label>
        <select
          id={id}
          className={INPUT_CLASS}
          disabled={disabled}
          value={destination.kind === 'new' ? NEW_LIST : destination.listId}
          onChange={(event) =>
            onChange(
              event.target.value === NEW_LIST
                ? { kind: 'new', name: newListName(destination, t, i18n.language) }
                : { kind: 'list', listId: event.target.value },
            )
          }
        >
          {ordered.map((list) => (
            <option key={list.id} value={list.id}>
              {list.id === currentListId ? t('review.destination.thisList', { name: list.name }) : list.name}
            </option>
          ))}
          <option value={NEW_LIST}>{t('review.destination.newList')}</option>
        </select>
      </div>
      {destination.kind === 'new' ? (
        <TextField
          label={t('review.destination.newListName')}
          value={destination.name}
          disabled={disabled}
          onValueChange={(name) => onChange({ kind: 'new', name })}
        />
      ) : null}
    </div>
  );
}

/** SPEC's name of a list made from meals, for the day as the catalogue's language words it. */
export function defaultListName(t: TFunction<'meals'>, language: string): string {
  return t('review.destination.defaultName', { date: new Intl.DateTimeFormat(language).format(new Date()) });
}

function newListName(destination: Destination, t: TFunction<'meals'>, language: string): string {
  return destination.kind === 'new' ? destination.name : defaultListName(t, language);
}
