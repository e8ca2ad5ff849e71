import { useCallback, useState } from 'react';

// Per user, for as long as the page is open (SPEC Modals: added meals stay marked for the session).
const addedByUser = new Map<string, Set<string>>();

/** The suggestions this user added in this session, and a way to mark one more. */
export function useAddedSuggestions(uid: string): [ReadonlySet<string>, (id: string) => void] {
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set(addedByUser.get(uid)));
  const markAdded = useCallback(
    (id: string) => {
      const remembered = addedByUser.get(uid) ?? new Set<string>();
      remembered.add(id);
      addedByUser.set(uid, remembered);
      setAdded(new Set(remembered));
    },
    [uid],
  );
  return [added, markAdded];
}
