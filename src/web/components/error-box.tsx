import { useTranslation } from 'react-i18next';
import { ERROR_BOX } from './error-box-styles';

/** The error box titled Oops!, with an optional way to try again. */
export function ErrorBox({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={ERROR_BOX.box}>
      <h2 className={ERROR_BOX.title}>{t('errorBox.title')}</h2>
      <p className={ERROR_BOX.message}>{message}</p>
      {onRetry ? (
        <button type="button" className={ERROR_BOX.retry} onClick={onRetry}>
          {t('errorBox.retry')}
        </button>
      ) : null}
    </div>
  );
}
