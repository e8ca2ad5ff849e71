import type { LiveTopic } from '@shared/live';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { onCallOutcome } from '@/lib/call-outcomes';
import { type ConnectionState, LiveSocket, type TopicCause } from '@/lib/live-socket';

const LiveContext = createContext<LiveSocket | null>(null);

/** Keeps one live connection open while signed-in pages are shown; remount it to change user. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [live] = useState(() => new LiveSocket());
  useEffect(() => {
    live.start();
    // Back from a dead network or a sleeping tab: try at once rather than wait out the backoff.
    const reconnect = () => {
      if (document.visibilityState === 'visible') {
        live.reconnectNow();
      }
    };
    // A call that could not connect, or the browser losing its network, is a connection failure: Offline now.
    const failed = () => live.connectionFailed();
    const stopHearing = onCallOutcome((outcome) =>
      outcome === 'unreachable' ? live.connectionFailed() : live.serverAnswered(),
    );
    window.addEventListener('online', reconnect);
    window.addEventListener('offline', failed);
    document.addEventListener('visibilitychange', reconnect);
    return () => {
      stopHearing();
      window.removeEventListener('online', reconnect);
      window.removeEventListener('offline', failed);
      document.removeEventListener('visibilitychange', reconnect);
      live.stop();
    };
  }, [live]);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}

function useLive(): LiveSocket {
  const live = useContext(LiveContext);
  if (!live) {
    throw new Error('Live hooks must be used inside LiveProvider');
  }
  return live;
}

/**
 * Calls `onChanged` whenever the topic changes on the server (and when watching starts or restarts); on a list
 * topic with the list's version, so a device that holds it can skip the fetch. Null watches nothing.
 */
export function useLiveTopic(
  topic: LiveTopic | null,
  onChanged: (version: number | undefined, cause: TopicCause) => void,
): void {
  const live = useLive();
  const latest = useRef(onChanged);
  latest.current = onChanged;
  useEffect(() => {
    if (!topic) {
      return;
    }
    return live.watch(topic, (version, cause) => latest.current(version, cause));
  }, [live, topic]);
}

/** The connection state: unknown, online or offline. */
export function useLiveStatus(): ConnectionState {
  const live = useLive();
  return useSyncExternalStore(live.subscribeState, live.getState);
}

/** Whether the server is known to be out of reach (SPEC §4's Offline): online-only buttons say so then. */
export function useOffline(): boolean {
  return useLiveStatus() === 'offline';
}
