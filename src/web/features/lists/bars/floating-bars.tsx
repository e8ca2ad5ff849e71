import type { ReactNode } from 'react';
import { useSession } from '@/providers/session';

/**
 * Bars that float over a list: a stack fixed above the tab bar (at the bottom for guests, who have none), so
 * the re-sort prompt and a toast sit one above the other and never over the tab bar or each other. Placed
 * last in the list's page, with room kept below the list (`bars` of them showing) so they never cover its
 * last items.
 */
export function FloatingBars({ bars, children }: { bars: number; children: ReactNode }) {
  const { user } = useSession();
  const above = user
    ? 'bottom-[calc(5rem+env(safe-area-inset-bottom))]'
    : 'bottom-[calc(0.75rem+env(safe-area-inset-bottom))]';
  return (
    <>
      {bars > 0 ? <div aria-hidden="true" className={bars > 1 ? 'h-36' : 'h-20'} /> : null}
      <div
        className={`pointer-events-none fixed inset-x-3 ${above} z-30 mx-auto flex max-w-3xl flex-col gap-2 sm:bottom-4 *:pointer-events-auto`}
      >
        {children}
      </div>
    </>
  );
}
