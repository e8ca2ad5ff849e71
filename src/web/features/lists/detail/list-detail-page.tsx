import { MESSAGES } from '@shared/messages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorBox } from '@/components/error-box';
import { PageSpinner } from '@/components/spinner';
import { isNotFound } from '@/lib/error-message';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useList } from '../api/use-list';
import { BackToLists } from './back-to-lists';
import { ListDetailView } from './list-detail-view';
import type { ListMealTools } from './list-meal-tools';
import { ListNotFound } from './list-not-found';
import type { ListStorePicker } from './list-store-tools';

/** /lists/:id: one saved list, live; a clear page when it is gone or no longer shared with the user. */
export function ListDetailPage({
  mealTools,
  StorePicker,
}: {
  mealTools?: ListMealTools;
  StorePicker?: ListStorePicker;
}) {
  const { t } = useTranslation('lists');
  const { id = '' } = useParams();
  const list = useList(id);
  // The list's first render is the heaviest of the page: it comes as a transition, in slices (see the hook).
  const shown = useAfterFirstPaint(list.data !== undefined);
  // Checked first: a list that disappears while open (deleted, or the user removed) says so at once.
  if (isNotFound(list.error)) {
    return <ListNotFound />;
  }
  if (list.data && shown) {
    return <ListDetailView key={id} list={list.data} mealTools={mealTools} StorePicker={StorePicker} />;
  }
  if (list.isError && !list.data) {
    return (
      <div className="space-y-2">
        <BackToLists />
        <ErrorBox message={MESSAGES.loadListFailed} onRetry={() => void list.refetch()} />
      </div>
    );
  }
  return <PageSpinner label={t('detail.loading')} />;
}
