/**
 * The locations pages' state and error messages. They read exactly so on every deployment
 * (visitors, support and the tests know them by these words), so they live with the code and not
 * in the editable copy (content/pages/locations.json, content/pages/location.json).
 */
export const LOCATIONS_TEXT = {
  /** The list when no shop can be read. */
  empty: 'No locations found',
  mapTimeout: 'Map loading timeout - locations still available',
  mapInitFailed: 'Map initialization failed',
  mapServiceFailed: 'Map service failed to load - locations still available',
  distanceDenied: 'Distance feature unavailable. Enable location in your browser settings to see distances to stores.',
  tryAgain: 'Try Again',
  /** A shop's page while it loads, and when it cannot be read ("Error: " comes before it). */
  detailLoading: 'Loading location details...',
  detailLoadError: 'Failed to load location data',
  /** The ZIP code and city search's answers when it finds no place ({name}, {zip}: what was typed; {miles}: how far the search reaches). */
  placeEmpty: 'Enter a ZIP code or a city.',
  placeZipFormat: 'A ZIP code has five digits.',
  placeFormat: 'Enter a five-digit ZIP code or the name of a city.',
  placeUnknownZip: 'We don’t know ZIP code {zip}. Try a ZIP code or city within {miles} miles of our shops.',
  placeUnknownCity: 'We couldn’t find “{name}”. Try a ZIP code or city within {miles} miles of our shops.',
  placeAmbiguous: 'Several places start with “{name}”. Did you mean:',
  /** The "Open now" filter when every shop is closed. */
  noneOpen: 'No shop is open right now.',
  showAll: 'Show all shops',
} as const;

const shops = (n: number) => `${n} ${n === 1 ? 'shop' : 'shops'}`;
/** The list's count: "7 shops", or with the "Open now" filter "3 of 7 shops open now". */
export const shopCount = (shown: number, total: number, openOnly: boolean) => (openOnly ? `${shown} of ${shops(total)} open now` : shops(total));
