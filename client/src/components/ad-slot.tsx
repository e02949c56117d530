/**
 * A display ad of SPEC §1 in a slot of fixed size: a 728x90 banner (320x50 on phones) on the
 * leaderboard and recap, a 320x100 rectangle on profiles. The ad script loads only when the
 * branding names an ad client; otherwise, or when the script fails (only logged), a quiet
 * "Advertisement" placeholder fills the same reserved space.
 */
import { useEffect, useRef, useState } from 'react';
import { useSiteInfo } from '../lib/use-site-info';
import classes from './ad-slot.module.css';

export type AdSize = 'banner' | 'rectangle';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

const AD_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

let adScript: Promise<void> | null = null;

/** Adds the ad script to the page once; every slot waits on the same load. */
function loadAdScript(clientId: string): Promise<void> {
  adScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${AD_SCRIPT_URL}?client=${encodeURIComponent(clientId)}`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`The ad script did not load from ${AD_SCRIPT_URL}`));
    document.head.appendChild(script);
  });
  return adScript;
}

export function AdSlot({ size }: { size: AdSize }) {
  const { branding } = useSiteInfo();
  const clientId = branding.adClientId;
  const [state, setState] = useState<'placeholder' | 'ad'>('placeholder');
  const ad = useRef<HTMLModElement>(null);

  useEffect(() => {
    if (!clientId) return;
    let active = true;
    loadAdScript(clientId)
      .then(() => {
        if (active) setState('ad');
      })
      .catch((error: unknown) => console.error('Ad script failed to load', error));
    return () => {
      active = false;
    };
  }, [clientId]);

  useEffect(() => {
    if (state !== 'ad' || !ad.current) return;
    try {
      (window.adsbygoogle ??= []).push({});
    } catch (error) {
      console.error('Ad slot failed to fill', error);
    }
  }, [state]);

  return (
    <aside className={classes.slot} data-size={size} data-testid="ad-slot" aria-label="Advertisement">
      {state === 'ad' && clientId ? (
        <ins ref={ad} className={`adsbygoogle ${classes.ad}`} data-ad-client={clientId} />
      ) : (
        <div className={classes.placeholder}>Advertisement</div>
      )}
    </aside>
  );
}
