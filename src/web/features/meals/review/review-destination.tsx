import type { OutputOf } from '@shared/api';
import { useId } from 'react';
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
  const id = useId();
  const ordered = [...(lists ?? [])].sort(
    (a, b) => Number(b.id === currentListId) - Number(a.id === currentListId),
  );
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block font-semibold">
          Add to
        </label>
        <select
          id={id}
          className={INPUT_CLASS}
          disabled={disabled}
          value={destination.kind === 'new' ? NEW_LIST : destination.listId}
          onChange={(event) =>
            onChange(
              event.target.value === NEW_LIST
                ? { kind: 'new', name: newListName(destination) }
                : { kind: 'list', listId: event.target.value },
            )
          }
        >
          {ordered.map((list) => (
            <option key={list.id} value={list.id}>
              {list.id === currentListId ? `${list.name} (this list)` : list.name}
            </option>
          ))}
          <option value={NEW_LIST}>A new list</option>
        </select>
      </div>
      {destination.kind === 'new' ? (
        <TextField
          label="New list's name"
          value={destination.name}
          disabled={disabled}
          onValueChange={(name) => onChange({ kind: 'new', name })}
        />
      ) : null}
    </div>
  );
}

/** SPEC's name of a list made from meals, for the day as the shopper's browser words it. */
export function defaultListName(): string {
  return `Shopping List for ${new Date().toLocaleDateString()}`;
}

function newListName(destination: Destination): string {
  return destination.kind === 'new' ? destination.name : defaultListName();
}
