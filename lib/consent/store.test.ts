import { CONSENT_STORAGE_KEY, acceptAll, declineAll, readConsent, saveConsent } from './store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v), data };
}

describe('consent store', () => {
  it('has no choice on a first visit, so the banner shows and analytics stays off', () => {
    expect(readConsent(memoryStorage())).toBeNull();
  });
  it('remembers Accept All across visits', () => {
    const storage = memoryStorage();
    saveConsent(storage, acceptAll);
    expect(readConsent(storage)).toMatchObject({ analytics: true, marketing: true, source: 'visitor' });
  });
  it('remembers Decline', () => {
    const storage = memoryStorage();
    saveConsent(storage, declineAll);
    expect(readConsent(storage)).toMatchObject({ analytics: false, marketing: false });
  });
  it('treats Global Privacy Control as a decline when the visitor has not chosen', () => {
    expect(readConsent(memoryStorage(), true)).toMatchObject({ analytics: false, marketing: false, source: 'gpc' });
  });
  it('lets a visitor with GPC accept later, and honors that', () => {
    const storage = memoryStorage();
    saveConsent(storage, { analytics: true, marketing: false });
    expect(readConsent(storage, true)).toMatchObject({ analytics: true, source: 'visitor' });
  });
  it('ignores corrupt stored values', () => {
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: '{not json' }))).toBeNull();
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: '{"analytics":"yes"}' }))).toBeNull();
  });
  it('survives storage that throws', () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    expect(readConsent(broken)).toBeNull();
    expect(saveConsent(broken, acceptAll).analytics).toBe(true);
  });
});
