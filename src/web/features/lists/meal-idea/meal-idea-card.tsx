import type { MealIdea } from '@shared/contract/ai';
import { BookmarkPlus, Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { ProBadge } from '@/components/pro-badge';
import { Spinner } from '@/components/spinner';
import { TEXT_LINK } from '@/components/surface-styles';
import { useTimedFlag } from '@/lib/use-timed-flag';

type NeedState = 'adding' | 'added';

const SMALL_BUTTON = `${BUTTON.secondary} shrink-0 px-3`;

/**
 * One meal idea: its title, what the list has, what it needs (each addable once), and how to make it; with
 * `onSave` (Pro users) it can be kept as a meal template.
 */
export function MealIdeaCard({
  idea,
  onAddNeed,
  onSave,
}: {
  idea: MealIdea;
  onAddNeed: ((need: string) => Promise<boolean>) | undefined;
  onSave?: ((idea: MealIdea) => Promise<boolean>) | undefined;
}) {
  const { t } = useTranslation('lists');
  const [needs, setNeeds] = useState<ReadonlyMap<string, NeedState>>(new Map());
  // Each name once: it is the key, and a need is added once.
  const has = [...new Set(idea.has)];
  const needed = [...new Set(idea.needs)];

  const add = async (need: string) => {
    if (!onAddNeed || needs.has(need)) {
      return;
    }
    setNeeds((current) => new Map(current).set(need, 'adding'));
    const added = await onAddNeed(need);
    setNeeds((current) => {
      const next = new Map(current);
      // A failed add (the banner says why) makes the button usable again.
      if (added) {
        next.set(need, 'added');
      } else {
        next.delete(need);
      }
      return next;
    });
  };

  return (
    <div className="mt-4 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h3 className="text-lg font-bold break-words">{idea.title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {has.length > 0 ? (
          <div>
            <h4 id="meal-idea-has" className="font-semibold">
              {t('mealIdea.card.have')}
            </h4>
            <ul aria-labelledby="meal-idea-has" className="mt-1 list-disc space-y-1 pl-5 break-words">
              {has.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <h4 id="meal-idea-needs" className="font-semibold">
            {t('mealIdea.card.need')}
          </h4>
          <ul aria-labelledby="meal-idea-needs" className="mt-1 space-y-2">
            {needed.map((need) => (
              <li key={need} className="flex items-center justify-between gap-3">
                <span className="min-w-0 break-words">{need}</span>
                {onAddNeed ? (
                  <AddNeedButton need={need} state={needs.get(need)} onAdd={() => void add(need)} />
                ) : (
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    disabled
                    aria-label={t('mealIdea.card.addNeed', { name: need })}
                    aria-describedby="meal-idea-account"
                    title={t('mealIdea.card.needsAccountTitle')}
                  >
                    {t('mealIdea.card.add')}
                    <ProBadge />
                  </button>
                )}
              </li>
            ))}
          </ul>
          {onAddNeed ? null : (
            <p id="meal-idea-account" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              <Trans
                t={t}
                i18nKey="mealIdea.card.needsAccount"
                components={{ go: <Link to="/login" className={TEXT_LINK} /> }}
              />
            </p>
          )}
        </div>
      </div>
      <div>
        <h4 className="font-semibold">{t('mealIdea.card.howTo')}</h4>
        <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">{idea.instructions}</p>
      </div>
      {onSave ? <SaveIdeaButton onSave={() => onSave(idea)} /> : null}
    </div>
  );
}

/** Save as Meal Template: says Saved! for 2 s once kept (SPEC §4, §9). */
function SaveIdeaButton({ onSave }: { onSave: () => Promise<boolean> }) {
  const { t } = useTranslation('lists');
  const [saving, setSaving] = useState(false);
  const [saved, flagSaved] = useTimedFlag(2000);
  const save = async () => {
    if (saving || saved) {
      return;
    }
    setSaving(true);
    const kept = await onSave();
    setSaving(false);
    if (kept) {
      flagSaved();
    }
  };
  return (
    <button
      type="button"
      className={`${BUTTON.secondary} w-full sm:w-auto`}
      disabled={saving}
      onClick={() => void save()}
    >
      {saving ? (
        <Spinner label={t('mealIdea.card.saving')} className="size-4" />
      ) : saved ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <BookmarkPlus aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{saved ? t('mealIdea.card.saved') : t('mealIdea.card.save')}</span>
    </button>
  );
}

function AddNeedButton({ need, state, onAdd }: { need: string; state?: NeedState; onAdd: () => void }) {
  const { t } = useTranslation('lists');
  return (
    <button
      type="button"
      className={SMALL_BUTTON}
      disabled={state !== undefined}
      aria-label={
        state === 'added'
          ? t('mealIdea.card.addedNeed', { name: need })
          : t('mealIdea.card.addNeed', { name: need })
      }
      onClick={onAdd}
    >
      {state === 'adding' ? (
        <Spinner label={t('mealIdea.card.addingNeed', { name: need })} className="size-4" />
      ) : state === 'added' ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Plus aria-hidden="true" className="size-4" />
      )}
      {state === 'added' ? t('mealIdea.card.added') : t('mealIdea.card.add')}
    </button>
  );
}
