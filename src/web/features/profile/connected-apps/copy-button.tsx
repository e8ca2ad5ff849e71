import { MESSAGES } from '@shared/messages';
import { Check, Copy } from 'lucide-react';
import { BUTTON } from '@/components/button-styles';
import { useTimedFlag } from '@/lib/use-timed-flag';

/** True where the page may write the clipboard: a secure origin (https or localhost) in a current browser. */
function canCopy(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';
}

/**
 * Copies `text` and says "Copied!" for 2 s. Left out where the clipboard cannot be written (a server reached over
 * plain http): the text beside it is selectable for copying by hand.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, flagCopied] = useTimedFlag(2000);
  if (!canCopy()) {
    return null;
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      flagCopied();
    } catch (error) {
      // As the share box's link: the text stays on screen to copy by hand.
      console.warn('Copy failed', error);
    }
  };
  return (
    <button type="button" className={`${BUTTON.secondary} shrink-0`} onClick={() => void copy()}>
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{copied ? MESSAGES.copied : label}</span>
    </button>
  );
}
