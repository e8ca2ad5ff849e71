import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MeasuringStrategy,
  type Modifier,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type Category, isCategory } from '@shared/categories';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { movedCategory } from './category-order';
import { CategoryOrderRow, type Step } from './category-order-row';
import { orderAnnouncements, orderInstructions } from './category-order-speech';
import { MouseAndPenSensor } from './mouse-and-pen-sensor';

interface CategoryOrderEditorProps {
  order: readonly Category[];
  onChange: (order: Category[]) => void;
  /** The list's accessible name ('Aisle order of Costco'). */
  label: string;
  disabled?: boolean;
}

/**
 * The rows' places are measured before a drag starts, not once it has: an arrow key pressed right after Space
 * picks a row up then moves it, rather than finding no places measured yet and doing nothing.
 */
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };
/** Rows only ever move up and down. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [alongTheList];

/**
 * The 12 aisles in a walking order, reordered by dragging a row's handle (mouse, pen, or touch after a short
 * hold), by keyboard on the handle (Space, arrows, Space), or with each row's Move up and Move down buttons.
 */
export function CategoryOrderEditor({
  order: given,
  onChange,
  label,
  disabled = false,
}: CategoryOrderEditorProps) {
  // A change shows at once, until the owner passes an order again: one kept in a query cache arrives a
  // moment later, and the dropped row would meanwhile jump back to where it was picked up.
  const [change, setChange] = useState<{ from: readonly Category[]; to: Category[] } | null>(null);
  if (change && change.from !== given) {
    setChange(null);
  }
  const order = change?.from === given ? change.to : given;
  const items = useMemo(() => [...order], [order]);
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { t } = useTranslation();
  const announcements = useMemo(() => orderAnnouncements(order, t), [order, t]);
  // The announcements live beside the list rather than at the end of <body>: inside a modal dialog,
  // everything outside it is inert and would never be read out.
  const [speechBox, setSpeechBox] = useState<HTMLDivElement | null>(null);
  const stepButtons = useRef(new Map<string, HTMLButtonElement>());
  const [stepped, setStepped] = useState<{ category: Category; step: Step } | null>(null);

  // A row moved with its Move up/down button keeps focus on that button, or on the other one at either end
  // (React may re-insert the row, which drops focus).
  useEffect(() => {
    if (!stepped) {
      return;
    }
    const other: Step = stepped.step === 'up' ? 'down' : 'up';
    const button = [stepped.step, other]
      .map((step) => stepButtons.current.get(`${stepped.category}:${step}`))
      .find((candidate) => candidate && !candidate.disabled);
    button?.focus();
    setStepped(null);
  }, [stepped]);

  const reorder = (next: Category[]) => {
    setChange({ from: given, to: next });
    onChange(next);
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    const category = String(active.id);
    if (!over || active.id === over.id || !isCategory(category)) {
      return;
    }
    reorder(movedCategory(order, category, order.indexOf(over.id as Category)));
  };
  const step = (category: Category, direction: Step) => {
    reorder(movedCategory(order, category, order.indexOf(category) + (direction === 'up' ? -1 : 1)));
    setStepped({ category, step: direction });
  };

  return (
    <div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={MODIFIERS}
        measuring={MEASURING}
        onDragEnd={dropped}
        accessibility={{
          announcements,
          screenReaderInstructions: orderInstructions(t),
          container: speechBox ?? undefined,
        }}
      >
        <SortableContext items={items} strategy={verticalListSortingStrategy} disabled={disabled}>
          <ol aria-label={label} className="divide-y divide-slate-100 dark:divide-slate-800">
            {order.map((category, index) => (
              <CategoryOrderRow
                key={category}
                category={category}
                position={index + 1}
                total={order.length}
                disabled={disabled}
                onStep={step}
                stepRef={(name, which, button) => {
                  const key = `${name}:${which}`;
                  if (button) {
                    stepButtons.current.set(key, button);
                  } else {
                    stepButtons.current.delete(key);
                  }
                }}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div ref={setSpeechBox} />
    </div>
  );
}
