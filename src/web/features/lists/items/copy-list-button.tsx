import type { Category } from '@shared/categories';
import { countItems, formatListAsText, type ItemsByCategory } from '@shared/list-text';
import { MESSAGES } from '@shared/messages';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { useTimedFlag } from '@/lib/use-timed-flag';
import { browserExits, sendListText } from './send-list-text';

/**
 * Copies the sorted list as plain text; says Copied! for 2 s, or that the list is empty. On a phone with the
 * share sheet it opens that instead (with Copy among its choices), so the list goes straight to a message.
 */
export function CopyListButton({
  items,
  categoryOrder,
  onEmpty,
}: {
  items: ItemsByCategory | null;
  /** The aisles' order the list is shown in, so the copy reads the same. */
  categoryOrder?: readonly Category[];
  onEmpty: () => void;
}) {
  const { t } = useTranslation('lists');
  const [copied, flagCopied] = useTimedFlag(2000);
  const copy = async () => {
    if (countItems(items) === 0) {
      onEmpty();
      return;
    }
    try {
      if (
        (await sendListText(
          formatListAsText(items, categoryOrder),
          browserExits(),
          t('items.copy.shareTitle'),
        )) === 'copied'
      ) {
        flagCopied();
      }
    } catch (error) {
      // SPEC §8: a copy failure is logged only; the list itself is untouched.
      console.warn('Copy failed', error);
    }
  };
  return (
    <button type="button" className={BUTTON.secondary} onClick={() => void copy()}>
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{copied ? MESSAGES.copied : t('items.copy.button')}</span>
    </button>
  );
}
