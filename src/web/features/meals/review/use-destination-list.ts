import { useRef } from 'react';
import { newDeviceId } from '@/lib/device-id';
import { call } from '@/lib/rpc-client';
import type { Destination } from './review-destination';

/**
 * The list a review's lines go to: a list of the caller's as chosen, or a new one made once. The new list's change
 * id is kept until it is made, so a lost answer is not a second list, and a retry after a failed add reuses it.
 */
export function useDestinationList() {
  const made = useRef<{ name: string; listId: string } | null>(null);
  const changeId = useRef(newDeviceId());
  return async (destination: Destination): Promise<string> => {
    if (destination.kind === 'list') {
      return destination.listId;
    }
    if (made.current?.name === destination.name) {
      return made.current.listId;
    }
    const { id } = await call('createList', { name: destination.name, changeId: changeId.current });
    made.current = { name: destination.name, listId: id };
    changeId.current = newDeviceId();
    return id;
  };
}
