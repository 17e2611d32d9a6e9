/**
 * Cookie consent, kept in localStorage. Categories: essential (always on),
 * analytics (default off), marketing (default off, no action attached). A browser sending the
 * Global Privacy Control signal counts as a decline until the visitor accepts themselves.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent-v1';

export type ConsentChoice = {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  /** Where the choice came from: the visitor, or the browser's GPC signal. */
  source: 'visitor' | 'gpc';
  decidedAt: string;
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function readConsent(storage: StorageLike | null | undefined, globalPrivacyControl = false): ConsentChoice | null {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<ConsentChoice>;
      if (typeof parsed.analytics === 'boolean' && typeof parsed.marketing === 'boolean') {
        return {
          essential: true,
          analytics: parsed.analytics,
          marketing: parsed.marketing,
          source: parsed.source === 'gpc' ? 'gpc' : 'visitor',
          decidedAt: typeof parsed.decidedAt === 'string' ? parsed.decidedAt : new Date(0).toISOString(),
        };
      }
    }
  } catch {
    // Unreadable or blocked storage: treat as no choice yet.
  }
  if (globalPrivacyControl) return { essential: true, analytics: false, marketing: false, source: 'gpc', decidedAt: new Date().toISOString() };
  return null;
}

export function saveConsent(storage: StorageLike | null | undefined, choice: { analytics: boolean; marketing: boolean }, now = new Date()): ConsentChoice {
  const value: ConsentChoice = { essential: true, analytics: choice.analytics, marketing: choice.marketing, source: 'visitor', decidedAt: now.toISOString() };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the choice still holds for this page view.
  }
  return value;
}

export const acceptAll = { analytics: true, marketing: true } as const;
export const declineAll = { analytics: false, marketing: false } as const;
