import { MESSAGES } from '@shared/messages';
import { Check, Copy, Share } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimedFlag } from '@/lib/use-timed-flag';
import { canShareLinks, type SharedLink, shareLink } from '@/lib/web-share';
import { BUTTON } from './button-styles';
import { INPUT_CLASS } from './text-field';

/**
 * A link to hand on: selectable, with "Copy link" (Copied! for 2 s) and, where the browser has a share sheet
 * (the Web Share API, on phones), "Share…". `note` says what the link does, under it.
 */
export function ShareLinkBox({ label, link, note }: { label: string; link: SharedLink; note?: string }) {
  const [copied, flagCopied] = useTimedFlag(2000);
  const { t } = useTranslation();
  const id = useId();
  const noteId = `${id}-note`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      flagCopied();
    } catch (error) {
      // As the list's invite link: a copy failure is logged only; the link stays on screen to copy by hand.
      console.warn('Copy failed', error);
    }
  };
  const share = async () => {
    try {
      await shareLink(link);
    } catch (error) {
      console.warn('Share failed', error);
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={link.url}
        aria-describedby={note ? noteId : undefined}
        onFocus={(event) => event.target.select()}
        className={`${INPUT_CLASS} text-sm`}
      />
      {note ? (
        <p id={noteId} className="text-sm text-slate-600 dark:text-slate-300">
          {note}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON.secondary} onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          <span aria-live="polite">{copied ? MESSAGES.copied : t('shareLink.copy')}</span>
        </button>
        {canShareLinks() ? (
          <button type="button" className={BUTTON.secondary} onClick={() => void share()}>
            <Share aria-hidden="true" className="size-4" />
            {t('shareLink.share')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
