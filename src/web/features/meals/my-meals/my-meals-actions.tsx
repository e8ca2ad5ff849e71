import { ClipboardPaste, Link2, type LucideIcon, Plus, Sparkles } from 'lucide-react';
import { BUTTON } from '@/components/button-styles';
import { NeedsConnection } from '@/components/needs-connection';

/** The ways a meal template is made, each opening its dialog. */
export type MealSource = 'create' | 'link' | 'text' | 'suggestions';

const ACTIONS: readonly { source: MealSource; label: string; icon: LucideIcon }[] = [
  { source: 'create', label: 'Create New Meal', icon: Plus },
  { source: 'link', label: 'Import from link', icon: Link2 },
  { source: 'text', label: 'Paste a recipe', icon: ClipboardPaste },
  { source: 'suggestions', label: 'Add from Suggestions', icon: Sparkles },
];

/** My Meals' row of buttons: create a meal, import one from a link or pasted text, or add suggested ones. */
export function MyMealsActions({
  offline,
  onChoose,
}: {
  offline: boolean;
  onChoose: (source: MealSource) => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      {ACTIONS.map(({ source, label, icon: Icon }) => (
        <button
          key={source}
          type="button"
          className={`${source === 'create' ? BUTTON.primary : BUTTON.secondary} flex-1 sm:flex-none`}
          disabled={offline}
          onClick={() => onChoose(source)}
        >
          <Icon aria-hidden="true" className="size-5" />
          {label}
          <NeedsConnection offline={offline} />
        </button>
      ))}
    </div>
  );
}
