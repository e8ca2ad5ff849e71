import type { AiCaller, AiService } from '../ai';
import type { ListsRepo } from './lists.repo';

/** What a re-sort did: the list's version that holds it, and the model's warning if any. */
export interface Resorted {
  version: number;
  warning?: string;
}

/**
 * Re-sorts a list's items into aisles again (after renames, or when the model was down): their names are
 * categorized together, as an add's are, and every item is filed under its new category in one list change.
 * The caller has checked the list policy; `version` is the list's as the caller found it, answered when
 * nothing was there to change.
 */
export function createResortList(deps: {
  ai: AiService;
  lists: Pick<ListsRepo, 'itemsOf' | 'recategorize'>;
}) {
  return async (list: { id: string; version: number }, caller: AiCaller): Promise<Resorted> => {
    const items = await deps.lists.itemsOf(list.id);
    const sorted = await deps.ai.categorize(
      items.map((item) => item.name),
      caller,
    );
    const resorted = await deps.lists.recategorize(
      list.id,
      items.flatMap((item, index) => {
        const category = sorted.items[index]?.category;
        return category ? [{ id: item.id, category }] : [];
      }),
    );
    const version = resorted?.version ?? list.version;
    return sorted.warning ? { version, warning: sorted.warning } : { version };
  };
}

/** The re-sort, as the procedures get it. */
export type ResortList = ReturnType<typeof createResortList>;
