import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TEXT_LINK } from '@/components/surface-styles';

/** The page a recipe came from, opening in a new tab; says so to screen readers. */
export function MealSourceLink({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation('meals');
  return (
    // noopener: the recipe site gets no handle on this tab; noreferrer: nor the address of the user's meals.
    <a href={url} target="_blank" rel="noopener noreferrer" className={`${TEXT_LINK} break-all`}>
      {text}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
      <span className="sr-only"> {t('source.newTab')}</span>
    </a>
  );
}
