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
} as const;
