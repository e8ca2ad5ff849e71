import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CARD } from '@/components/surface-styles';

/** One card of the Profile page: a section named by its heading, with the heading's icon in its own colour. */
export function ProfileCard({
  id,
  title,
  icon: Icon,
  iconColor,
  children,
}: {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** Text colour classes of the icon, light and dark. */
  iconColor: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${CARD} space-y-3`}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className={`size-5 ${iconColor}`} />
        {title}
      </h2>
      {children}
    </section>
  );
}
