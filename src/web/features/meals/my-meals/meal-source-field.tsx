import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { sourceLabel } from './meal-source';
import { MealSourceLink } from './meal-source-link';

/** The meal form's source page: shown short, opening in a new tab, with a way to drop it before saving. */
export function MealSourceField({ url, onRemove }: { url: string; onRemove: () => void }) {
  const { t } = useTranslation('meals');
  const label = sourceLabel(url);
  return (
    <div className="flex items-center gap-2 rounded-xl bg-slate-50 py-1 pl-3 dark:bg-slate-800">
      <p className="min-w-0 flex-1 text-sm">
        <span className="font-semibold">{t('source.label')} </span>
        {label ? <MealSourceLink url={url} text={label} /> : <span className="break-all">{url}</span>}
      </p>
      <button type="button" className={BUTTON.icon} aria-label={t('source.remove')} onClick={onRemove}>
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
