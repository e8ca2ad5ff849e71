import { MESSAGES } from '@shared/messages';
import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { INPUT_CLASS } from '@/components/text-field';
import { useTimedFlag } from '@/lib/use-timed-flag';

/** The invite link, selectable, with a Copy button that says Copied! for 2 s (SPEC §4). */
export function InviteLink({ link }: { link: string }) {
  const { t } = useTranslation('lists');
  const [copied, flagCopied] = useTimedFlag(2000);
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      flagCopied();
    } catch (error) {
      // SPEC §8: a copy failure is logged only; the link stays on screen to copy by hand.
      console.warn('Copy failed', error);
    }
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold">
        {t('share.inviteLink')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className={`${INPUT_CLASS} min-w-0 flex-1 text-sm`}
        />
        <button type="button" className={BUTTON.secondary} onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          <span aria-live="polite">{copied ? MESSAGES.copied : t('share.copy')}</span>
        </button>
      </div>
    </div>
  );
}
