import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { JOINED } from '@/lib/one-tap';
import { messageOf } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';
import { generateFailureText, useGenerateList, useWeekLines } from '../api/use-generate-list';
import { ReviewSheet } from '../review/review-sheet';
import { useDestinationList } from '../review/use-destination-list';

/**
 * Generate Shopping List for this Week, reviewed: the week's merged lines, onto a new list named as SPEC says
 * (or any list of the caller's); then the shopper goes to that list.
 */
export function WeekReview({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('meals');
  const navigate = useNavigate();
  const { showError } = useErrorBanner();
  const week = useWeekLines(open);
  const listFor = useDestinationList();
  const [generate] = useGenerateList();

  return (
    <ReviewSheet
      open={open}
      title={t('plan.reviewTitle')}
      lines={week.data?.lines ?? null}
      loadError={week.isError ? generateFailureText(messageOf(week.error)) : null}
      currentListId={null}
      onAdd={async (destination, lines) => {
        try {
          const answer = await generate({ listId: await listFor(destination), lines });
          if (answer === JOINED) {
            return null;
          }
          onClose();
          // Made either way; the warning says the built-in categorizer filed its items.
          if (answer.warning) {
            showError(answer.warning);
          }
          await navigate(`/lists/${answer.listId}`);
          return null;
        } catch (failure) {
          return generateFailureText(messageOf(failure));
        }
      }}
      onClose={onClose}
    />
  );
}
