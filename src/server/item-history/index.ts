// What the item history offers the other areas: the tick's statement records what was bought.
export { boughtItems } from './bought-items-sql.repo';
