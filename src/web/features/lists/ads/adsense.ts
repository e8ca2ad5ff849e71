/** Google AdSense's loader for a publisher id. */
export function adSenseScriptUrl(clientId: string): string {
  return `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
}

declare global {
  interface Window {
    adsbygoogle?: object[];
  }
}

let loading: Promise<void> | null = null;

/**
 * Adds AdSense's script to the page once, from our bundle (the CSP allows no inline script). Rejects when
 * it cannot load: blocked by the CSP or an ad blocker, or offline.
 */
export function loadAdSense(clientId: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = adSenseScriptUrl(clientId);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error('The ad network could not be loaded.')));
    document.head.append(script);
  });
  return loading;
}

/** Asks AdSense to fill the next empty ad unit on the page; queued until its script has loaded. */
export function requestAd(): void {
  window.adsbygoogle ||= [];
  window.adsbygoogle.push({});
}
