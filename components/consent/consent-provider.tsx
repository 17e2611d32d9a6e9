'use client';

import { Link } from '@/components/ui/link';
import { onDemand } from '@/components/ui/on-demand';
import { DownloadProblem } from '@/components/feedback/download-problem';
import { SITE_NODE } from '@/components/ui/site-node';
import { usePageChanged } from '@/components/ui/page-change';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { acceptAll, CONSENT_STORAGE_KEY, declineAll, readConsent, saveConsent, type ConsentChoice } from '@/lib/consent/store';
import styles from './consent.module.css';

type ConsentApi = { choice: ConsentChoice | null; analytics: boolean; ready: boolean; openPreferences: () => void };
// The preferences dialog is only downloaded when someone opens it.
const PreferencesDialogCode = onDemand(() => import('./preferences-dialog').then((m) => m.PreferencesDialog));

const ConsentContext = createContext<ConsentApi>({ choice: null, analytics: false, ready: false, openPreferences: () => {} });

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
const gpc = () => typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** The banner, the preferences dialog and the consent state every analytics call asks first. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [ready, setReady] = useState(false);
  const [prefsOpen, setPrefsOpen] = useState(false);
  // The preferences close when the page changes (Back while they are open), unsaved.
  if (usePageChanged() && prefsOpen) setPrefsOpen(false);
  const bannerRef = useRef<HTMLElement>(null);
  const focusMainAfterBanner = useRef(false);

  useEffect(() => {
    // localStorage exists only in the browser, so the stored choice is read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoice(readConsent(storage(), gpc()));
    setReady(true);
    // A choice made in another tab of the site holds in this one too, without a reload. The
    // preferences open here close: saved, they would put back the choice they showed before.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
      setChoice(readConsent(storage(), gpc()));
      setPrefsOpen(false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const decide = useCallback((c: { analytics: boolean; marketing: boolean }) => {
    // The banner goes away with the choice. Focus that was in it, or in the preferences opened
    // from it, would be left on the page's body, and a keyboard user's next Tab would start again
    // from the top: it goes on from the main content instead (after a click the browser draws no
    // ring there). Focus that has somewhere to return, such as the footer's button, stays.
    const active = document.activeElement;
    focusMainAfterBanner.current = bannerRef.current !== null && (bannerRef.current.contains(active) || active?.closest('dialog') != null);
    setChoice(saveConsent(storage(), c));
    setPrefsOpen(false);
  }, []);

  useEffect(() => {
    if (!focusMainAfterBanner.current) return;
    focusMainAfterBanner.current = false;
    if (document.activeElement === null || document.activeElement === document.body) document.getElementById('main')?.focus({ preventScroll: true });
  }, [choice]);
  // While the banner floats over the foot of the screen, a space as tall as the room it takes
  // follows the page, so the page's last lines scroll up above the banner instead of hiding under
  // it until the visitor chooses. The space comes after the page, whose height is at least the
  // screen's, so nothing on the page moves when it appears. The same room is kept free when the
  // browser scrolls a link or button into view (the root's scroll padding, read from
  // --banner-room): tabbing down the page, focus never lands behind the banner.
  const showing = ready && !choice;
  const spaceRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const banner = bannerRef.current;
    const space = spaceRef.current;
    if (!showing || !banner || !space) return;
    const root = document.documentElement;
    // On a short screen the banner ends the page instead of floating (its stylesheet): no room then.
    const fit = () => {
      const style = getComputedStyle(banner);
      const room = style.position === 'fixed' ? banner.offsetHeight + parseFloat(style.bottom) : 0;
      space.style.height = `${room}px`;
      root.style.setProperty('--banner-room', `${room}px`);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(banner);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      root.style.removeProperty('--banner-room');
    };
  }, [showing]);
  const [PreferencesDialog, loadPreferencesDialog, preferencesFailed] = PreferencesDialogCode.useComponent();
  const openPreferences = useCallback(() => {
    loadPreferencesDialog();
    setPrefsOpen(true);
  }, [loadPreferencesDialog]);
  const api = useMemo(() => ({ choice, analytics: choice?.analytics === true, ready, openPreferences }), [choice, ready, openPreferences]);

  return (
    <ConsentContext.Provider value={api}>
      {children}
      {showing && <div ref={spaceRef} className={styles.bannerSpace} aria-hidden="true" data-testid="cookie-banner-space" {...SITE_NODE} />}
      {showing && (
        <section ref={bannerRef} className={styles.banner} aria-label="Cookie consent" data-testid="cookie-banner" data-theme="dark" {...SITE_NODE}>
          <p>
            We use essential cookies to run this site. With your OK we also use analytics cookies to see which pages help our guests.
            See our <Link href="/privacy-policy">Privacy Policy</Link>.
          </p>
          <div className={styles.buttons}>
            <button type="button" className="btn btn-small" onClick={() => decide(acceptAll)}>
              Accept All
            </button>
            <button type="button" className="btn btn-small btn-light" onClick={() => decide(declineAll)}>
              Decline
            </button>
            <button type="button" className="btn btn-small btn-light" onClick={openPreferences}>
              Cookie Preferences
            </button>
          </div>
        </section>
      )}
      {prefsOpen && PreferencesDialog && <PreferencesDialog choice={choice} onSave={decide} onClose={() => setPrefsOpen(false)} />}
      <DownloadProblem failed={preferencesFailed} what="the cookie preferences" />
    </ConsentContext.Provider>
  );
}

export function useConsent(): ConsentApi {
  return useContext(ConsentContext);
}

export function CookiePreferencesButton({ className }: { className?: string }) {
  const { openPreferences } = useConsent();
  return (
    <button type="button" className={className} onClick={openPreferences}>
      Cookie Preferences
    </button>
  );
}
