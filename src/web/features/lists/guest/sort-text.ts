import { call } from '@/lib/rpc-client';
import { isUnreachable, sortOnDevice } from '@/lib/sort-on-device';

/** The server sorts (with a model when one is configured); with no server in reach, this device does. */
export async function sortText(text: string) {
  if (!navigator.onLine) {
    return sortOnDevice(text);
  }
  try {
    return await call('sortItems', { text });
  } catch (error) {
    if (isUnreachable(error)) {
      return sortOnDevice(text);
    }
    throw error;
  }
}
