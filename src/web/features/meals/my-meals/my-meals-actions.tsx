import { ClipboardPaste, Link2, type LucideIcon, Plus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { NeedsConnection } from '@/components/needs-connection';

/** The ways a meal template is made, each opening its dialog. */
export type MealSource = 'create' | 'link' | 'text' | 'suggestions';

const ACTIONS: readonly { source: MealSource; icon: LucideIcon }[] = [
  { source: 'create', icon: Plus },
  { source: 'link', icon: Link2 },
  { source: 'text', icon: ClipboardPaste },
  { source: 'suggestions', icon: Sparkles },
];

/** My Meals' row of buttons: create a meal, import one from a link or pasted text, or add suggested ones. */
export function MyMealsActions({
  offline,
  onChoose,
}: {
  offline: boolean;
  onChoose: (source: MealSource) => void;
}) {
  const { t } = useTranslation('meals');
  return (
    <div className="flex flex-wrap gap-3">
      {ACTIONS.map(({ source, icon: Icon }) => (
        <button
          key={source}
          type="button"
          className={`${source === 'create' ? BUTTON.primary : BUTTON.secondary} flex-1 sm:flex-none`}
          disabled={offline}
          onClick={() => onChoose(source)}
        >
          <Icon aria-hidden="true" className="size-5" />
          {t(`myMeals.actions.${source}`)}
          <NeedsConnection offline={offline} />
        </button>
      ))}
    </div>
  );
}
