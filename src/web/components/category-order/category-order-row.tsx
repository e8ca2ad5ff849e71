import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CATEGORY_ICONS, type Category } from '@shared/categories';
import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../button-styles';

/** Which of a row's step buttons was pressed, to keep focus on it after the row moves. */
export type Step = 'up' | 'down';

interface CategoryOrderRowProps {
  category: Category;
  position: number;
  total: number;
  disabled: boolean;
  onStep: (category: Category, step: Step) => void;
  /** Registers the row's step buttons, so the editor can put focus back on one after a move. */
  stepRef: (category: Category, step: Step, button: HTMLButtonElement | null) => void;
}

/** One aisle in the editor: its drag handle, position, icon and name, and Move up / Move down buttons. */
export function CategoryOrderRow({
  category,
  position,
  total,
  disabled,
  onStep,
  stepRef,
}: CategoryOrderRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: category, disabled });
  const { t } = useTranslation();
  const aisle = t(`categories.${category}`);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex items-center gap-1.5 px-1 py-0.5 ${
        isDragging
          ? 'relative z-10 rounded-xl bg-white shadow-lg ring-2 ring-emerald-600 dark:bg-slate-900'
          : ''
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('categoryOrder.move', { aisle })}
        disabled={disabled}
        // Swiping on the handle still scrolls the page: a touch picks the aisle up only after a short hold.
        className={`${BUTTON.icon} touch-manipulation cursor-grab active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-60`}
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <span className="w-6 shrink-0 text-right font-semibold tabular-nums text-slate-600 dark:text-slate-300">
        {position}
      </span>
      <span aria-hidden="true" className="shrink-0">
        {CATEGORY_ICONS[category]}
      </span>
      <span className="min-w-0 flex-1 break-words">{aisle}</span>
      <button
        type="button"
        ref={(button) => stepRef(category, 'up', button)}
        aria-label={t('categoryOrder.moveUp', { aisle })}
        disabled={disabled || position === 1}
        onClick={() => onStep(category, 'up')}
        className={`${BUTTON.icon} disabled:opacity-30`}
      >
        <ChevronUp aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        ref={(button) => stepRef(category, 'down', button)}
        aria-label={t('categoryOrder.moveDown', { aisle })}
        disabled={disabled || position === total}
        onClick={() => onStep(category, 'down')}
        className={`${BUTTON.icon} disabled:opacity-30`}
      >
        <ChevronDown aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
