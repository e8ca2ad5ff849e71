// What the lists area offers the other areas; everything else in this folder is its own (import-rules.test.ts).
export type { AddedToList, AddToList } from './add-to-list';
export { joinHouseholdTo } from './household-lists.repo';
export { type ListAccess, listAccess } from './list-access';
export { stampLists, stampListsById } from './list-write-sql.repo';
export type { ListsRepo } from './lists.repo';
