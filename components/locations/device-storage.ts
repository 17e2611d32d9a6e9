/**
 * Web storage that never throws: where the browser refuses storage (privacy settings, a full
 * quota, no window on the server) reads give null and writes do nothing, so a memory of the
 * visitor's choices is a convenience and never an error. `local` lasts on this device, `session`
 * for this tab.
 */
export type DeviceStore = { get(key: string): string | null; set(key: string, value: string): void; remove(key: string): void };

export function deviceStorage(kind: 'local' | 'session'): DeviceStore {
  const area = (): Storage | null => {
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area()?.setItem(key, value);
      } catch {}
    },
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {}
    },
  };
}
