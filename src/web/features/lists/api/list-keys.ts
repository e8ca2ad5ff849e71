import type { EditedQuery } from '@/lib/optimistic-mutation';

/** Query and mutation keys of the saved lists. */
export const listKeys = {
  overview: ['lists'] as const,
  detail: (listId: string) => ['list', listId] as const,
  /** Every change to one list: while any is in flight, live refetches wait for the last one to settle. */
  edits: (listId: string) => ['list-edit', listId] as const,
  /** Deletes and leaves from the overview. */
  overviewEdits: ['lists-edit'] as const,
};

/** The overview with its deletes and leaves, as one burst: the last of them to settle refetches it. */
export const overviewBurst: EditedQuery = {
  queryKey: listKeys.overview,
  mutationKey: listKeys.overviewEdits,
};
