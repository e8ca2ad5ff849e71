import type { PlanId } from '@shared/contract/billing';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { SpinnerIcon } from '@/components/spinner';
import type { SessionStatus } from '@/providers/session';
import type { ProPlan } from './pro-plans';

interface PlanActionProps {
  plan: ProPlan;
  status: SessionStatus;
  /** The plan whose checkout is starting, if any: every choice waits for it. */
  pending: PlanId | null;
  onChoose: (plan: PlanId) => void;
}

/** A plan's button: a free user starts the checkout; a guest is told to sign in first (the page says how). */
export function PlanAction({ plan, status, pending, onChoose }: PlanActionProps) {
  const { t } = useTranslation('pro');
  const style = `${plan.bestValue ? BUTTON.primary : BUTTON.secondary} w-full`;
  const processing = pending === plan.id;
  return (
    <button
      type="button"
      className={style}
      // While the session loads the choice waits too, so a press never starts a checkout for nobody.
      disabled={status === 'loading' || pending !== null}
      onClick={() => onChoose(plan.id)}
    >
      {processing ? (
        <>
          <SpinnerIcon />
          {t('plans.processing')}
        </>
      ) : (
        t(`plans.${plan.id}.choose`)
      )}
    </button>
  );
}
