/**
 * One zod schema per page-copy file (content/site/business.json, content/pages/*.json) and per
 * kind of long-copy document (content/story/*.mdoc, content/legal/*.mdoc). The build, the tests
 * and the editor check the files with these; messages are written for the person who edited them.
 *
 * Pages import the copy through lib/content/copy/*, which only borrow the types from here: no
 * validation code reaches a visitor's browser.
 */
import { z } from 'zod';
import { isIsoDate } from '../rules';
import { email, heroButtonRule, heroButtonWhole, heroWords, imagePath, phone, sitePath, state, text, texts, url, zip } from './fields';

const videoPath = (what: string) =>
  z.string({ error: `${what} is required.` }).regex(/^\/[^\s]+\.(mp4|webm)$/i, `${what} must be a video path such as /video/sizzle.mp4.`);
const year = (what: string) => z.number({ error: `${what} must be a number.` }).int(`${what} must be a whole number.`).min(1800).max(2200);

const titleAndText = z.strictObject({ title: text('Title'), text: text('Text') });
const faq = z
  .array(z.strictObject({ question: text('Question'), answer: text('Answer') }), { error: 'FAQ must be a list.' })
  .min(1, 'FAQ needs at least one question.');

// content/site/business.json

const officeSchema = z.strictObject({
  title: text('Office name'),
  address1: text('Street address'),
  city: text('City'),
  state,
  zip,
  phone: phone('Phone'),
  email: email('E-mail'),
  hours: text('Office hours'),
});

export const businessSchema = z.strictObject({
  name: text('Business name'),
  shortName: text('Short name'),
  legalName: text('Legal name'),
  copyrightYear: year('Copyright year'),
  founded: year('Founding year'),
  tagline: text('Tagline'),
  description: text('Description'),
  /** Where the shops are: the footer and the search descriptions count the shops in it. */
  region: text('Region'),
  veteransDiscountPercent: z.number({ error: 'Veterans discount must be a number.' }).min(0).max(100, 'Veterans discount is a percentage, 0 to 100.'),
  responseHours: z.number({ error: 'Reply time must be a number.' }).int('Reply time must be whole hours.').min(1, 'Reply time must be at least one hour.'),
  email: email('E-mail'),
  cateringEmail: email('Catering e-mail'),
  corporateOffice: officeSchema,
  cateringOfficePhone: phone('Catering office phone'),
  saucesOffice: officeSchema,
  storeHoursSummary: text('Store hours summary'),
  external: z.strictObject({
    saucesShopUrl: url('Sauces shop link'),
    rewardsSignUpUrl: url('Rewards sign-up link'),
    rewardsSignInUrl: url('Rewards sign-in link'),
    careersApplyBaseUrl: url('Job application link'),
    giftCardShopUrl: url('Gift card shop link'),
  }),
  /** The business's social media pages; each link is named after its site (Facebook, Instagram). */
  social: z.array(url('Social media link')),
  /** How many days before a holiday closure every page starts to announce it (0: on the day only). */
  holidayNoticeDays: z
    .number({ error: 'Holiday notice days must be a number.' })
    .int('Holiday notice days must be whole days.')
    .min(0, 'Holiday notice days cannot be negative.')
    .max(60, 'Holiday notice days can be at most 60.'),
});

// content/pages/home.json

/** A picture beside a headline, paragraphs and one button; `reversed` puts the picture on the other side. */
const copyBlockFields = {
  eyebrow: text('Eyebrow').optional(),
  imageAlt: text('Image description'),
  headline: text('Headline'),
  copyText: texts('Paragraphs'),
  reversed: z.boolean({ error: 'Reversed must be true or false.' }),
  buttonLabel: text('Button label'),
  buttonUrl: sitePath('Button link'),
  colorMode: z.enum(['dark', 'light'], { error: 'Color mode must be dark or light.' }),
};
export const copyBlockSchema = z.strictObject({ ...copyBlockFields, imageUrl: imagePath('Image') });

/** What search engines show for a page and the words it is found by. */
const searchFields = (placeholders: readonly string[] = []) => ({ metaDescription: text('Page description', placeholders), keywords: texts('Keywords') });

export const homeSchema = z.strictObject({
  keywords: texts('Keywords'),
  /** What the hero shows when no hero variant is active or the hero cannot be read. */
  heroFallback: z
    .strictObject({
      ...heroWords,
      image: imagePath('Image'),
      mobileImage: imagePath('Phone image'),
    })
    .refine(heroButtonWhole, heroButtonRule),
  featureBoxes: z.strictObject({
    pickup: titleAndText,
    delivery: titleAndText,
    catering: titleAndText,
    special: z.strictObject({ title: text('Title') }),
  }),
  generations: copyBlockSchema,
  /** One of `images` is shown on each visit, chosen at random. */
  locations: z.strictObject({ ...copyBlockFields, images: z.array(imagePath('Image')).min(1, 'Add at least one image.') }),
  /** The strip under the four boxes: every shop with its open status, and a link to /locations. */
  findShop: z.strictObject({ headline: text('Headline'), linkLabel: text('Link to all locations') }),
  video: z.strictObject({
    eyebrow: text('Eyebrow'),
    headline: text('Headline'),
    imageUrl: videoPath('Video (MP4)'),
    imageUrlMobile: videoPath('Phone video (MP4)'),
    webmUrl: videoPath('Video (WebM)'),
    webmUrlMobile: videoPath('Phone video (WebM)'),
    posterUrl: imagePath('Poster image'),
    label: text('Video description'),
  }),
  community: copyBlockSchema,
});

// content/pages/menu.json

export const menuSchema = z.strictObject({
  ...searchFields(),
  intro: z.strictObject({ eyebrow: text('Eyebrow'), headline: text('Headline'), lead: text('Lead'), specialsLinkLabel: text('Specials link label') }),
  butcherHero: z.strictObject({
    imageUrl: imagePath('Image'),
    mobileImageUrl: imagePath('Phone image'),
    imageAlt: text('Image description'),
    eyebrow: text('Eyebrow'),
    headline: text('Headline'),
    copyText: text('Text'),
    buttonLabel: text('Button label'),
    buttonUrl: sitePath('Button link'),
  }),
});

// content/pages/catering.json

const cateringServiceSchema = z.strictObject({ title: text('Title'), text: text('Text'), image: imagePath('Image') });

export const cateringSchema = z.strictObject({
  metaTitle: text('Page title'),
  ...searchFields(),
  hero: z.strictObject({ eyebrow: text('Eyebrow'), title: text('Title'), text: text('Text'), image: imagePath('Image'), mobileImage: imagePath('Phone image') }),
  services: z.strictObject({
    eyebrow: text('Eyebrow'),
    heading: text('Heading'),
    pickup: cateringServiceSchema,
    delivery: cateringServiceSchema,
    onsite: cateringServiceSchema,
    /** The figures each card lists under its text, from its menus and the quote page's lead times. */
    glance: z.strictObject({
      label: text('List name for screen readers', ['service']),
      price: text('Lowest price line', ['price']),
      guests: text('Smallest party line', ['guests']),
      lead: text('Notice line', ['lead']),
    }),
    note: text('Note'),
  }),
  pitmaster: z.strictObject({ eyebrow: text('Eyebrow'), title: text('Title'), text: text('Text'), image: imagePath('Image'), imageAlt: text('Image description') }),
  guestsHeading: text('Guests heading'),
  /** One guest story is shown on each visit, chosen at random. */
  guests: z
    .array(z.strictObject({ quote: text('Quote'), name: text('Name'), event: text('Event'), image: imagePath('Image') }))
    .min(1, 'Add at least one guest story.'),
  faq,
});

// content/pages/catering-quote.json

export const cateringQuoteSchema = z.strictObject({
  description: text('Description'),
  keywords: texts('Keywords'),
  eyebrow: text('Eyebrow'),
  promise: text('Promise', ['hours']),
  image: imagePath('Image'),
  mobileImage: imagePath('Phone image'),
  /** A line under each catering option's name in the form. */
  optionDescriptions: z.strictObject({ delivery: text('Delivery description'), pickup: text('Pickup description'), onsite: text('On-site description') }),
  hints: z.strictObject({ guestSize: text('Guest size hint'), eventLocation: text('Event location hint'), eventDetails: text('Event details hint') }),
  /** How far ahead each kind of catering must be asked for; a sooner event date shows the notice (it warns, never blocks). */
  leadTime: z.strictObject({
    pickupDeliveryHours: z.number({ error: 'Pickup and delivery lead time must be a number.' }).int('Pickup and delivery lead time must be whole hours.').min(0),
    onsiteDays: z.number({ error: 'On-site lead time must be a number.' }).int('On-site lead time must be whole days.').min(0),
    notice: text('Short-notice warning', ['lead']),
  }),
  /** By the event date, when the chosen menu is seasonal and the date is outside its window (it warns, never blocks). */
  seasonNotice: text('Out-of-season warning', ['menu', 'from', 'to']),
  /** By the event date, when a pickup or delivery falls on a day the chosen shop is closed (it warns, never blocks). */
  closedNotice: text('Closed-day warning', ['shop', 'day']),
  /**
   * Under the menu and the guest size, once both are given: a rough total for the party at the menu's
   * price per person, or, for a party smaller than the menu's minimum, that minimum. Never blocks.
   */
  estimate: z.strictObject({
    total: text('Estimate line', ['total', 'guests', 'price']),
    belowMinimum: text('Below-minimum line', ['menu', 'minimum']),
  }),
  sent: z.strictObject({
    text: text('Thank-you text', ['hours']),
    callShop: text('Call-the-shop line', ['shop']),
    callOffice: text('Call-the-office line'),
    again: text('Send-another label'),
  }),
  formNote: text('Note under the button', ['hours']),
  steps: z.strictObject({ heading: text('Heading'), items: z.array(titleAndText).min(1, 'Add at least one step.') }),
  call: z.strictObject({ heading: text('Heading'), text: text('Text') }),
  faq,
});

/** A page's search-engine title, description and keywords, and the eyebrow, heading and intro at its top. */
const pageHeadFields = {
  metaTitle: text('Page title'),
  metaDescription: text('Page description'),
  keywords: texts('Keywords'),
  eyebrow: text('Eyebrow'),
  heading: text('Heading'),
  intro: text('Intro'),
};

// content/pages/contact.json

export const contactSchema = z.strictObject({
  ...pageHeadFields,
  officesHeading: text('Offices heading'),
  jumpHeading: text('Shop finder heading'),
  jumpIntro: text('Shop finder intro'),
  jumpLabel: text('Shop finder label'),
  jumpPlaceholder: text('Shop finder placeholder'),
  jumpButton: text('Shop finder button'),
  form: z.strictObject({
    heading: text('Form heading'),
    intro: text('Form intro', ['hours']),
    newsletter: text('Newsletter checkbox'),
    hints: z.strictObject({ orderNumber: text('Order number hint'), phone: text('Phone hint') }),
    sent: z.strictObject({ text: text('Thank-you text', ['hours']), again: text('Send-another label') }),
  }),
});

// content/pages/locations.json

export const locationsSchema = z.strictObject({
  ...pageHeadFields,
  listHeading: text('List heading'),
  /** Around the office phone number when no shop can be listed. */
  emptyHintBefore: text('Text before the office phone'),
  emptyHintAfter: text('Text after the office phone'),
  mapHeading: text('Map heading'),
  keylessMapCaption: text('Map caption'),
  mapLoading: text('Map loading text'),
  mapFallbackHint: text('Map failure hint'),
  distancePrompt: text('Distance prompt'),
  distanceButton: text('Distance button'),
  searchLabel: text('ZIP code or city search label'),
  searchButton: text('Search button'),
  distanceLocating: text('Locating text'),
  /** While the distances from a searched ZIP code or town are measured; {place} as below. */
  distanceSearching: text('Searching text', ['place']),
  distanceSorted: text('Sorted text'),
  /** {place}: the ZIP code or town the visitor searched, such as "94520 (Concord)". */
  distanceSortedFrom: text('Sorted from a ZIP code or city text', ['place']),
  useMyLocation: text('Use my location button'),
  clearPlace: text('Clear search button'),
  distanceUnavailable: text('Position unavailable text'),
  distanceFailed: text('Distances failed text'),
  openNowLabel: text('Open now filter'),
  viewButton: text('View button'),
  directionsButton: text('Directions button'),
  callButton: text('Call button'),
  orderButton: text('Order button'),
});

// content/pages/location.json

export const locationSchema = z.strictObject({
  eyebrow: text('Eyebrow'),
  hoursHeading: text('Hours heading'),
  holidayHeading: text('Holiday hours heading'),
  directionsLabel: text('Directions link'),
  orderPickup: text('Pickup button'),
  orderDelivery: text('Delivery button'),
  requestCatering: text('Catering button'),
  orderHeading: text('Order heading'),
  aboutHeading: text('About heading'),
  /** Also the shop's description in search results. */
  blurb: text('About text', ['name', 'city']),
  cateringHeading: text('Catering heading'),
  cateringBlurb: text('Catering text'),
  cateringLink: text('Catering link'),
  otherShops: text('Other shops heading'),
  allLocations: text('All locations link'),
  servesCuisine: texts('Cuisines'),
  priceRange: z.string().regex(/^\${1,4}$/, 'Price range must be $ to $$$$.'),
  /** The page for a shop that does not exist. */
  notFound: z.strictObject({ heading: text('Heading'), text: text('Text'), shopsLabel: text('Shops label'), allLocations: text('All locations link') }),
});

// content/pages/careers.json

const titledList = z.strictObject({ heading: text('Heading'), items: z.array(titleAndText).min(1, 'Add at least one entry.') });

export const careersSchema = z.strictObject({
  /** Follows the tagline in search results. */
  ...searchFields(),
  eyebrow: text('Eyebrow'),
  tagline: text('Tagline'),
  intro: text('Intro'),
  /** Two of these are shown on each visit, chosen at random. */
  images: z.array(z.strictObject({ src: imagePath('Image'), alt: text('Image description') })).min(2, 'Add at least two images: the page shows two.'),
  findRole: z.strictObject({ heading: text('Heading'), text: text('Text') }),
  perks: titledList,
  benefitCards: titledList,
  openings: z.strictObject({ heading: text('Heading'), empty: text('No-openings text') }),
  /** Listed on each opening's page and in its search-engine data, by employment type. */
  jobBenefits: z.strictObject({ fullTime: texts('Full-time benefits'), partTime: texts('Part-time benefits') }),
  faq,
});

// content/pages/rewards.json

export const rewardsSchema = z.strictObject({
  ...searchFields(),
  hero: z.strictObject({ image: imagePath('Image'), mobileImage: imagePath('Phone image'), eyebrow: text('Eyebrow'), heading: text('Heading'), text: text('Text') }),
  joinLabel: text('Join button'),
  signInLabel: text('Sign-in link'),
  cardsHeading: text('Cards heading'),
  cards: z.array(z.strictObject({ title: text('Title'), items: texts('Lines') })).min(1, 'Add at least one card.'),
  managedNote: text('Note'),
  faq,
});

// content/pages/balance.json

export const balanceSchema = z.strictObject({
  eyebrow: text('Eyebrow'),
  heading: text('Heading'),
  intro: text('Intro'),
  cardImage: imagePath('Card image'),
  cardImageAlt: text('Card image description'),
  /** Shown when the balance checker cannot load; the office phone number follows it. */
  unavailableText: text('Checker unavailable text'),
  tips: texts('Tips'),
});

// content/pages/story.json and content/story/*.mdoc

export const storySchema = z.strictObject({
  /** {shops}: the shops counted, in the region ("seven East Bay shops"). */
  ...searchFields(['shops']),
  eyebrow: text('Eyebrow'),
  headline: text('Headline'),
  lead: text('Lead'),
  closing: z.strictObject({ heading: text('Heading'), text: text('Text') }),
});

/** A chapter of the story; its body is the chapter's paragraphs. Chapters show by `order`, lowest first. */
export const storyChapterSchema = z.strictObject({
  era: text('Era'),
  headline: text('Headline'),
  image: imagePath('Image'),
  imageAlt: text('Image description'),
  order: z.number({ error: 'Position must be a number.' }).int('Position must be a whole number.').min(0, 'Position cannot be negative.'),
});

// content/legal/*.mdoc

/** A legal page; the file name is its address (/terms-of-use). Its body: intro paragraphs, then a `## Heading` per section. */
export const legalSchema = z.strictObject({
  title: text('Title'),
  description: text('Description'),
  keywords: texts('Keywords'),
  /** "Effective date" or "Last updated", shown before the date. */
  dateLabel: text('Date label'),
  date: z
    .string({ error: 'Date is required.' })
    .refine(isIsoDate, 'Date must be a date written YYYY-MM-DD.'),
  /** Sections show as "1. Heading" when true. */
  numbered: z.boolean({ error: 'Numbered must be true or false.' }),
});

export type BusinessCopy = z.infer<typeof businessSchema>;
export type CopyBlockContent = z.infer<typeof copyBlockSchema>;
export type HomeCopy = z.infer<typeof homeSchema>;
export type VideoContent = HomeCopy['video'];
export type MenuCopy = z.infer<typeof menuSchema>;
export type CateringCopy = z.infer<typeof cateringSchema>;
export type CateringQuoteCopy = z.infer<typeof cateringQuoteSchema>;
export type ContactCopy = z.infer<typeof contactSchema>;
export type LocationsCopy = z.infer<typeof locationsSchema>;
export type LocationCopy = z.infer<typeof locationSchema>;
export type CareersCopy = z.infer<typeof careersSchema>;
export type RewardsCopy = z.infer<typeof rewardsSchema>;
export type BalanceCopy = z.infer<typeof balanceSchema>;
export type StoryCopy = z.infer<typeof storySchema>;
export type StoryChapterFrontMatter = z.infer<typeof storyChapterSchema>;
export type LegalFrontMatter = z.infer<typeof legalSchema>;

/** Every page-copy file, by its path under content/. */
export const copyFiles: { file: string; schema: z.ZodType }[] = [
  { file: 'site/business.json', schema: businessSchema },
  { file: 'pages/home.json', schema: homeSchema },
  { file: 'pages/menu.json', schema: menuSchema },
  { file: 'pages/catering.json', schema: cateringSchema },
  { file: 'pages/catering-quote.json', schema: cateringQuoteSchema },
  { file: 'pages/contact.json', schema: contactSchema },
  { file: 'pages/locations.json', schema: locationsSchema },
  { file: 'pages/location.json', schema: locationSchema },
  { file: 'pages/careers.json', schema: careersSchema },
  { file: 'pages/rewards.json', schema: rewardsSchema },
  { file: 'pages/balance.json', schema: balanceSchema },
  { file: 'pages/story.json', schema: storySchema },
];

/**
 * Every folder of Markdoc documents under content/: each `<slug>.mdoc` has a JSON front matter
 * checked by `frontMatter`, and a body Markdoc must accept. `required` names the files a page
 * cannot do without (the legal pages' addresses).
 */
/**
 * The long-copy folders. `required`: the documents a page needs. `only`: the folder holds those and
 * no others, because each has a page of its own and no page is made for any other (a new legal
 * document would be saved and never shown).
 */
export const documentFiles: { dir: 'story' | 'legal'; frontMatter: z.ZodType; required: readonly string[]; only?: boolean }[] = [
  { dir: 'story', frontMatter: storyChapterSchema, required: [] },
  { dir: 'legal', frontMatter: legalSchema, required: ['terms-of-use', 'privacy-policy', 'web-accessibility'], only: true },
];
