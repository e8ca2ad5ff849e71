import type { ListAbilities, ListVisibility } from '@shared/contract/lists';
import { Lock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type MenuAction, MoreMenu } from '@/components/more-menu';
import { otherVisibility, visibilityMenuLabel } from './visibility-texts';

/** The list's own More menu beside its name: who sees it, for its creator. Nothing when it offers nothing. */
export function ListOptionsMenu({
  visibility,
  abilities,
  onVisibility,
}: {
  visibility: ListVisibility;
  abilities: ListAbilities;
  onVisibility: (to: ListVisibility) => void;
}) {
  const { t } = useTranslation('lists');
  const actions: MenuAction[] = abilities.setVisibility
    ? [
        {
          label: visibilityMenuLabel(visibility, t),
          icon: visibility === 'private' ? Users : Lock,
          onSelect: () => onVisibility(otherVisibility(visibility)),
        },
      ]
    : [];
  return actions.length > 0 ? <MoreMenu label={t('visibility.menuLabel')} actions={actions} /> : null;
}
