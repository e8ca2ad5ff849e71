import { CATEGORY_ICONS, type Category } from '@shared/categories';
import { useTranslation } from 'react-i18next';
import type { EditableItem, ItemActions } from './editable-item';
import { ItemRow } from './item-row';

/** One aisle: its heading with emoji and how many items are left, then those items. */
export function CategorySection({
  category,
  items,
  ...actions
}: { category: Category; items: EditableItem[] } & ItemActions) {
  const { t } = useTranslation('lists');
  const headingId = `category-${category.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    // Not overflow-hidden: a row's menu opens over the rows and aisles below it.
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 rounded-t-2xl border-b border-slate-200 bg-slate-50 px-4 py-2.5 font-semibold dark:border-slate-700 dark:bg-slate-800"
      >
        <span aria-hidden="true">{CATEGORY_ICONS[category]}</span>
        <span className="flex-1">{t(`categories.${category}`, { ns: 'common' })}</span>
        <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
          {t('items.aisleLeft', { count: items.length })}
        </span>
      </h2>
      {/* Clipped sideways only: a row swiped off the edge is cut there, its menu still opens below it. */}
      <ul className="divide-y divide-slate-100 overflow-x-clip dark:divide-slate-800">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} category={category} {...actions} />
        ))}
      </ul>
    </section>
  );
}
