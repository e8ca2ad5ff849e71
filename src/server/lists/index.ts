// What the lists area offers the other areas; everything else in this folder is its own (import-rules.test.ts).
export { stampLists } from './list-write-sql.repo';
