/**
 * A value made the first time it is asked for, then kept. For Intl formatters in modules that
 * browsers load: the first Intl object a page makes costs the browser about 12 ms of main thread
 * (it loads the locale data), so one made at module load sits in the start-up of every page whose
 * scripts import the module, even when nothing there formats anything until a visitor acts.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
