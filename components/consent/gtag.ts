export const PAGE_VIEW_DELAY_MS = 100;

/** gtag.js reads Arguments objects from the data layer, so push `arguments`, not an array. */
export const gtag: (...args: unknown[]) => void = function () {
  window.dataLayer = window.dataLayer || [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
};
