/**
 * SAMPLE CONTENT: the words and image paths of the locations pages (/locations and
 * /locations/{slug}) and the contact page's office and shop-finder blocks. Edit freely; the
 * shops themselves (addresses, phones, hours) live in content/locations.ts and the offices in
 * content/business.ts.
 */
export const locationsPageContent = {
  metaTitle: 'Locations: Seven East Bay BBQ, Deli & Butcher Shops',
  metaDescription:
    "Find the nearest Kinder's: seven family-owned BBQ, deli and butcher shops in Brentwood, Concord, Hercules, Martinez, Pleasant Hill and Walnut Creek, with hours, phone numbers and directions.",
  keywords: ['BBQ near me', 'East Bay BBQ', 'ball tip sandwich', 'deli', 'butcher shop', 'Concord', 'Walnut Creek', 'Brentwood', 'Martinez', 'Pleasant Hill', 'Hercules'],
  eyebrow: 'Seven shops, one family',
  heading: 'Find Your Kinder’s',
  intro: 'Smoked meats, fresh-baked bread and a full butcher counter, from Hercules on the water to Brentwood out east. Pick the shop nearest you.',
  listHeading: 'Our Shops',
  /** SPEC section 4. */
  emptyMessage: 'No locations found',
  emptyHintBefore: 'Call our office at',
  emptyHintAfter: 'and we’ll point you to the nearest shop.',
  mapHeading: 'Shop map',
  keylessMapCaption: 'Our East Bay shops at a glance. Select a pin to open that shop’s page.',
  mapLoading: 'Loading the map…',
  /** SPEC section 8. */
  mapTimeout: 'Map loading timeout - locations still available',
  mapInitFailed: 'Map initialization failed',
  mapServiceFailed: 'Map service failed to load - locations still available',
  mapFallbackHint: 'Every shop is still listed here with its address, phone number and hours.',
  distancePrompt: 'See how far each shop is from you.',
  distanceButton: 'Show distances',
  distanceLocating: 'Finding your location…',
  distanceSorted: 'Sorted nearest first, by straight-line distance.',
  /** SPEC section 8. */
  distanceDenied: 'Distance feature unavailable. Enable location in your browser settings to see distances to stores.',
  distanceUnavailable: 'We couldn’t find your location just now.',
  distanceFailed: 'Distances are not available right now.',
  tryAgain: 'Try Again',
  viewButton: 'View',
};

export const locationDetailContent = {
  eyebrow: "Kinder's Meats, Deli & BBQ",
  hoursHeading: 'Hours',
  holidayHeading: 'Holiday hours',
  directionsLabel: 'Map & Directions',
  orderPickup: 'Order Pickup',
  orderDelivery: 'Order Delivery',
  requestCatering: 'Request Catering',
  orderHeading: 'Order from this shop',
  blurb: (name: string, city: string) =>
    `Our ${name} shop smokes tri-tip, ball tip and ribs every day, bakes its bread each morning and keeps a full butcher counter stocked for ${city} and the neighbourhoods around it.`,
  cateringHeading: 'Catering',
  cateringLink: 'Explore Catering',
  aboutHeading: 'About this shop',
  cateringBlurb: 'Feeding a crowd? Sandwich trays, BBQ by the pound or an on-site pit crew: we reply within 24 hours.',
  /** SPEC section 2 and 8. */
  loading: 'Loading location details...',
  loadError: 'Failed to load location data',
  retry: 'Try Again',
  otherShops: 'Our other shops',
  allLocations: 'All locations',
  /** Structured data (schema.org Restaurant). */
  servesCuisine: ['Barbecue', 'American', 'Deli'],
  priceRange: '$$',
};

export const contactPageContent = {
  metaTitle: 'Contact Us',
  metaDescription:
    "Reach the Kinder's family: our restaurant and catering office in Concord, our spices and sauces office, and every shop's page with its phone number and hours.",
  keywords: ['contact', 'catering office', 'BBQ sauces', 'Concord', 'East Bay'],
  eyebrow: 'We’d love to hear from you',
  heading: 'Contact Us',
  intro: 'Questions about an order, a catering date or a community event? Call the shop, ring the office, or send us a note. A real person from the family business answers within 24 hours.',
  officesHeading: 'Our offices',
  jumpHeading: 'Looking for a shop?',
  jumpIntro: 'Every shop has its own page with hours, phone number and directions.',
  jumpLabel: 'Choose a location',
  jumpPlaceholder: 'Select a location...',
  jumpButton: 'View Location',
};

export const locationNotFoundContent = {
  heading: 'That shop isn’t on our map.',
  text: 'We couldn’t find the location you were looking for. It may have moved, or the link may be mistyped. Here are all seven of our shops:',
  shopsLabel: 'Our shops',
  allLocations: 'All locations',
};
