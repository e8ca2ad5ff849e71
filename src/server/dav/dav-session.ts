import { api, type InputOf, type OutputOf } from '@shared/api';
import type { AddedToList } from '../lists';
import type { Logger } from '../log';
import { AppError } from '../rpc/app-error';
import type { Procedures, UserCallContext } from '../rpc/procedure-types';
import type { DavRepo } from './dav.repo';
import { etagsOf, type ListState, listState } from './dav-resources';

/** The procedures CalDAV reads and writes through: the same policies and write path as the app's. */
export type DavProcedure =
  | 'listLists'
  | 'toggleItem'
  | 'renameItem'
  | 'moveItem'
  | 'setItemQuantity'
  | 'setItemNote'
  | 'deleteItem';

/** What the CalDAV server is built on. */
export interface DavDeps {
  procedures: Pick<Procedures, DavProcedure>;
  /** The one path items take onto a list (typed, parsed, categorized, merged). */
  addToList(
    request: { listId: string; names: readonly string[]; itemIds: readonly string[] },
    caller: UserCallContext,
  ): Promise<AddedToList>;
  dav: DavRepo;
  profiles: { find(userId: string): Promise<{ email: string; displayName: string } | null> };
  log: Logger;
}

/** A list the caller sees, as a calendar. */
export interface VisibleList {
  id: string;
  name: string;
}

/** One signed-in CalDAV request: who asks, what they see, and the procedures called as them. */
export function davSession(deps: DavDeps, ctx: UserCallContext) {
  let visible: Promise<VisibleList[]> | null = null;
  const lists = () => {
    visible ??= deps.procedures
      .listLists({}, ctx)
      .then((answer) => answer.lists.map((each) => ({ id: each.id, name: each.name })));
    return visible;
  };
  return {
    ctx,
    lists,
    /** The list if the caller sees it; null answers 404 (another household's list is not there for them). */
    async list(listId: string): Promise<VisibleList | null> {
      return (await lists()).find((each) => each.id === listId) ?? null;
    },
    /** The list's items as resources now; `keep` records the state so its token works for a later sync. */
    async state(listId: string, keep = false): Promise<ListState> {
      const read = await deps.dav.listState(listId);
      if (!read) {
        throw new AppError('NOT_FOUND', 'That list is not there any more.');
      }
      const state = listState(read.version, read.items);
      if (keep) {
        await deps.dav.keepSyncState(listId, state.token, etagsOf(state));
      }
      return state;
    },
    /** The ETags a sync token stands for, or null for a token not known (or no longer kept). */
    syncState(listId: string, token: string) {
      return deps.dav.syncState(listId, token);
    },
    /** A procedure called as the app calls it: the input checked by the contract, then the handler. */
    async call<N extends DavProcedure>(name: N, input: InputOf<N>): Promise<OutputOf<N>> {
      const parsed = api[name].input.safeParse(input);
      if (!parsed.success) {
        throw new AppError('INVALID_ARGUMENT', parsed.error.issues[0]?.message ?? 'The item is not valid.');
      }
      const handler = deps.procedures[name] as (input: unknown, ctx: UserCallContext) => Promise<OutputOf<N>>;
      return handler(parsed.data, ctx);
    },
    /** Items onto the list through the one add path, the text checked as a typed line is. */
    async add(listId: string, line: string, itemId: string): Promise<void> {
      const parsed = api.addItems.input.safeParse({ listId, text: line });
      if (!parsed.success) {
        throw new AppError('INVALID_ARGUMENT', parsed.error.issues[0]?.message ?? 'The item is not valid.');
      }
      await deps.addToList({ listId, names: [line], itemIds: [itemId] }, ctx);
    },
  };
}

export type DavSession = ReturnType<typeof davSession>;
