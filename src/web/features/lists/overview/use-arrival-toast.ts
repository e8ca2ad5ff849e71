import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ShowToast } from '@/components/use-toast';
import { arrivalToastOf } from '@/lib/arrival-toast';

/** Shows the toast the page that sent the user here asked for ("You joined …"), once: a reload does not repeat it. */
export function useArrivalToast(show: ShowToast): void {
  const location = useLocation();
  const navigate = useNavigate();
  const text = arrivalToastOf(location.state);
  useEffect(() => {
    if (!text) {
      return;
    }
    show(text);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [text, show, navigate, location.pathname, location.search]);
}
