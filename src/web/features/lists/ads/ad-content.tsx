import { useEffect, useRef, useState } from 'react';
import { loadSiteOptions } from '@/lib/site-options';
import { loadAdSense, requestAd } from './adsense';
import { HouseAd } from './house-ad';

/**
 * What fills the guest's ad slot, loaded apart from the home page: the ad network's unit when this server
 * has a publisher id and the network loads, otherwise (or when it fails, or has no ad to show) the house ad.
 */
export function AdContent() {
  // undefined while the site options load; null without a publisher id.
  const [clientId, setClientId] = useState<string | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadSiteOptions().then(
      (options) => current && setClientId(options.adsClientId),
      () => current && setClientId(null),
    );
    return () => {
      current = false;
    };
  }, []);

  if (clientId === undefined) {
    return null;
  }
  if (clientId === null || failed) {
    return <HouseAd />;
  }
  return <AdSenseUnit clientId={clientId} onFail={() => setFailed(true)} />;
}

/** One responsive AdSense unit; `onFail` when the network cannot load or leaves the unit unfilled. */
function AdSenseUnit({ clientId, onFail }: { clientId: string; onFail: () => void }) {
  const ref = useRef<HTMLModElement>(null);
  const latestOnFail = useRef(onFail);
  latestOnFail.current = onFail;

  useEffect(() => {
    const unit = ref.current;
    if (!unit) {
      return;
    }
    let current = true;
    loadAdSense(clientId).catch(() => {
      if (current) {
        latestOnFail.current();
      }
    });
    // AdSense marks a unit it has no ad for; the house ad is better than a blank box.
    const watcher = new MutationObserver(() => {
      if (unit.dataset.adStatus === 'unfilled') {
        latestOnFail.current();
      }
    });
    watcher.observe(unit, { attributes: true, attributeFilter: ['data-ad-status'] });
    // A unit takes one request; the development double mount must not ask twice.
    if (!unit.dataset.adRequested) {
      unit.dataset.adRequested = 'true';
      requestAd();
    }
    return () => {
      current = false;
      watcher.disconnect();
    };
  }, [clientId]);

  return (
    <ins
      ref={ref}
      className="adsbygoogle block"
      data-ad-client={clientId}
      data-ad-format="auto"
      data-full-width-responsive="true"
    />
  );
}
