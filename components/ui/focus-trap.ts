import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const radioName = (el: Element | null) => (el instanceof HTMLInputElement && el.type === 'radio' && el.name ? el.name : null);
/** Two elements are one Tab stop when they are the same, or radios of one group (Tab enters a group once). */
const sameStop = (a: Element | null, b: Element) => a === b || (radioName(a) !== null && radioName(a) === radioName(b));
/** Where Tab lands in a stop: a group's checked radio, else its first radio going forward and its last going back. */
function landing(items: HTMLElement[], stop: HTMLElement, forward: boolean): HTMLElement {
  const group = items.filter((el) => sameStop(el, stop));
  return group.find((el) => (el as HTMLInputElement).checked) ?? (forward ? group[0] : group[group.length - 1]);
}

/**
 * Keeps Tab and Shift+Tab cycling inside a modal. A native modal <dialog> makes the page inert
 * but lets focus leave for the browser's own toolbar; this wraps it back inside instead.
 */
export function wrapTabKey(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (sameStop(active, first) || !event.currentTarget.contains(active))) {
    event.preventDefault();
    landing(items, last, false).focus();
  } else if (!event.shiftKey && (sameStop(active, last) || !event.currentTarget.contains(active))) {
    event.preventDefault();
    landing(items, first, true).focus();
  }
}
