/**
 * The page copy and the long copy in the editor: business facts, the words and pictures of each
 * page (content/site/business.json, content/pages/*.json), the story's chapters and the legal
 * pages (Markdoc). Their fields are made from the same zod schemas `npm run content:check` uses
 * (lib/content/schemas/copy.ts), so the editor always has exactly the keys the files have and
 * never drifts from them; only the labels and help texts are written here.
 */
import { collection, fields, singleton, type ComponentSchema } from '@keystatic/core';
import type { z } from 'zod';
import {
  balanceSchema,
  businessSchema,
  careersSchema,
  cateringQuoteSchema,
  cateringSchema,
  contactSchema,
  homeSchema,
  legalSchema,
  locationSchema,
  locationsSchema,
  menuSchema,
  rewardsSchema,
  storyChapterSchema,
  storySchema,
} from '@/lib/content/schemas/copy';
import { ANCHOR_PATTERN, ANCHOR_RULE } from '@/lib/content/legal-sections';
import { nameAndAddress, optionalText } from './fields/basic';
import { checked } from './fields/checked';
import { photo } from './fields/photo';
import { preview } from './records';

type Help = { label?: string; description?: string };

/** Words for the keys that recur across pages; any other key is spelled out from its name. */
const HELP: Record<string, Help> = {
  eyebrow: { label: 'Eyebrow', description: 'The small line above the heading.' },
  imageAlt: { label: 'Picture description', description: 'What the picture shows, for people who cannot see it.' },
  cardImageAlt: { label: 'Picture description', description: 'What the picture shows, for people who cannot see it.' },
  alt: { label: 'Picture description', description: 'What the picture shows, for people who cannot see it.' },
  metaTitle: { label: 'Title in search results and the browser tab' },
  metaDescription: { label: 'Description in search results', description: 'One or two sentences.' },
  description: { label: 'Description' },
  keywords: { label: 'Search keywords', description: 'Words people search for, one per entry.' },
  faq: { label: 'Questions and answers', description: 'Shown to search engines with the page.' },
  copyText: { label: 'Paragraphs' },
  reversed: { label: 'Picture on the other side' },
  colorMode: { label: 'Colors' },
  buttonLabel: { label: 'Button text' },
  buttonUrl: { label: 'Button link', description: 'A page of this site, such as /catering.' },
  image: { label: 'Picture' },
  imageUrl: { label: 'Picture' },
  mobileImage: { label: 'Picture on phones' },
  mobileImageUrl: { label: 'Picture on phones' },
  src: { label: 'Picture' },
  order: { label: 'Order in lists', description: 'Lower numbers come first.' },
  // Keys named for the code, said for the editor: what each is and where it shows.
  address1: { label: 'Street address', description: 'Street and number, with the suite if any.' },
  address2: { label: 'Address, second line' },
  zip: { label: 'ZIP code' },
  careersApplyBaseUrl: { label: 'Job application site', description: 'Not shown on the site today: each job opening has its own apply link.' },
  storeHoursSummary: { label: 'Store hours summary', description: "Not shown on the site today: each shop's page and the footer show that shop's own hours." },
  orderHeading: { label: 'Order buttons name', description: "Read out to screen readers before a shop page's order buttons." },
  jumpHeading: { label: 'Shop finder heading', description: 'The box on the contact page that jumps to a shop\'s page.' },
  jumpIntro: { label: 'Shop finder text' },
  jumpLabel: { label: 'Shop finder field name', description: 'Read out to screen readers and shown above the list.' },
  jumpPlaceholder: { label: 'Shop finder empty choice', description: 'What the list shows before a shop is chosen.' },
  jumpButton: { label: 'Shop finder button' },
  keylessMapCaption: { label: 'Map caption (drawn map)', description: 'Under the map drawn by the site itself, shown when no Google map is set up.' },
  emptyHintBefore: { label: 'No shops found: words before the phone number' },
  emptyHintAfter: { label: 'No shops found: words after the phone number' },
  distanceLocating: { label: 'Locating note', description: "Shown while the visitor's own position is found." },
  distanceSearching: { label: 'Searching note', description: 'Shown while the distances from a ZIP code or city the visitor searched are measured.' },
  distanceSorted: { label: 'Nearest-first note', description: 'Shown above the shop list once it is sorted by distance.' },
  glance: { label: 'Catering at a glance', description: 'The facts on each catering card: {service}, {price}, {guests} and {lead} are filled in.' },
  hints: { label: 'Help under the fields', description: 'A line of help under each of these form fields.' },
  again: { label: 'Send another button', description: 'On the thank-you message, to start a new form.' },
  managedNote: { label: 'Partner note', description: 'Says who runs the rewards accounts.' },
  servesCuisine: { label: 'Cuisines (for search engines)', description: 'Such as Barbecue, Deli: told to search engines with each shop.' },
  priceRange: { label: 'Price range (for search engines)', description: 'From $ to $$$$, told to search engines with each shop.' },
  onsite: { label: 'On-site catering' },
  external: {
    label: 'Links to other sites',
    description: 'A deployment may set its own (SAUCES_SHOP_URL, REWARDS_SIGNUP_URL, REWARDS_SIGNIN_URL, GIFT_CARD_SHOP_URL): where one is set, the site uses it instead of the link here.',
  },
  social: { label: 'Social media pages', description: 'Full addresses; the footer names each link after its site (Facebook, Instagram).' },
  holidayNoticeDays: {
    label: 'Holiday notice (days ahead)',
    description: 'From how many days before a holiday closure every page shows a notice naming the day and the closed shops (0: on the day only).',
  },
  region: { label: 'Region', description: 'Where the shops are, such as East Bay: the footer and the search descriptions read "seven East Bay shops", counting the shops.' },
  findShop: { label: 'Find your shop strip', description: 'Under the four boxes: every shop with whether it is open now, and a link to all locations.' },
  linkLabel: { label: 'Link text' },
  responseHours: { label: 'Reply time in hours', description: 'Fills in {hours} wherever the pages promise a reply.' },
  veteransDiscountPercent: { label: 'Veterans discount (percent)' },
  copyrightYear: { label: 'Copyright year', description: 'The year in the footer.' },
  founded: { label: 'Year founded' },
  heroFallback: { label: 'Hero when none is in use', description: 'The top of the home page when no home page hero is in use.' },
  headingOne: { label: 'First heading' },
  headingTwo: { label: 'Second heading' },
  headingThree: { label: 'Third heading' },
  featureBoxes: { label: 'The four boxes under the hero' },
  posterUrl: { label: 'Picture shown before the video plays' },
  notFound: { label: 'Page for a shop that does not exist' },
  images: { label: 'Pictures', description: 'The page picks among them on each visit.' },
};

/** Video paths are stored under keys that say "image"; name them for what they are. */
const VIDEO_HELP: Record<string, Help> = {
  imageUrl: { label: 'Video (MP4)', description: 'A path such as /video/sizzle.mp4.' },
  imageUrlMobile: { label: 'Video on phones (MP4)' },
  webmUrl: { label: 'Video (WebM)' },
  webmUrlMobile: { label: 'Video on phones (WebM)' },
};

/** Where a sentence may name a value in braces, what fills it in (see docs/content.md). */
export const PLACEHOLDERS: Record<string, string> = {
  'catering-quote:promise': '{hours} becomes the reply time of the business facts.',
  'catering-quote:sent.text': '{hours} becomes the reply time of the business facts.',
  'catering-quote:formNote': '{hours} becomes the reply time of the business facts.',
  'catering-quote:sent.callShop': "{shop} becomes the chosen shop's name.",
  'catering:services.glance.label': "{service} becomes the card's title, such as Pickup.",
  'catering:services.glance.price': "{price} becomes the lowest price per person among the card's menus.",
  'catering:services.glance.guests': "{guests} becomes the smallest minimum party among the card's menus; the line is left out when one of them has no minimum.",
  'catering:services.glance.lead': '{lead} becomes the lead time of the quote page, such as 48 hours.',
  'catering-quote:leadTime.notice': '{lead} becomes the lead time of the chosen option, such as 48 hours.',
  'catering-quote:seasonNotice': "{menu} becomes the chosen menu's name, {from} and {to} the first and last days of its season, such as November 1.",
  'catering-quote:closedNotice': "{shop} becomes the chosen shop's name and {day} the event's day, such as Friday, December 25 (Christmas Day). Shown for a pickup or delivery on a day the shop is closed.",
  'catering-quote:estimate.total': "{total} becomes the rough total, {guests} the guest size and {price} the menu's price per person.",
  'catering-quote:estimate.belowMinimum': "{menu} becomes the chosen menu's name and {minimum} its minimum guest count.",
  'contact:form.intro': '{hours} becomes the reply time of the business facts.',
  'contact:form.sent.text': '{hours} becomes the reply time of the business facts.',
  'location:blurb': "{name} and {city} become the shop's name and city.",
  'locations:distanceSearching': '{place} becomes the ZIP code or city searched, such as "94520 (Concord)".',
  'locations:distanceSortedFrom': '{place} becomes the ZIP code or city searched, such as "94520 (Concord)".',
  'story:metaDescription': '{shops} becomes the shops counted, in their region, such as "seven East Bay shops".',
};

const spelledOut = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** zod keeps each schema's definition in `def`; these are the parts the conversion reads. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp; minimum?: number } } }[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((c) => c._zod.def);
const pattern = (schema: z.ZodType) => checksOf(schema).find((c) => c.format === 'regex')?.pattern?.source ?? '';
const minItems = (schema: z.ZodType) => checksOf(schema).find((c) => c.check === 'min_length')?.minimum;
const isInteger = (schema: z.ZodType) => checksOf(schema).some((c) => c.format === 'safeint' || c.format === 'int32');

type Place = { file: string; area: string; path: string[] };

/** A short name for one entry of a list, from its first words. */
function itemLabel(props: unknown): string {
  const p = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  const name = (v: unknown) => (typeof v === 'string' ? v : v && typeof v === 'object' && 'path' in v ? String((v as { path: string }).path) : '');
  if (!p.fields) return name(p.value);
  for (const key of ['title', 'question', 'name', 'heading', 'quote', 'src']) {
    const v = name(p.fields[key]?.value);
    if (v) return v.length > 60 ? `${v.slice(0, 57)}...` : v;
  }
  return '';
}

/**
 * The editor field for one value of a copy schema; every value is required unless the schema says
 * optional. A text or a number also refuses whatever else the schema refuses (a range, a pattern,
 * an e-mail address, a placeholder), with the schema's message: in GitHub mode nothing else checks
 * a save, and the content branch's build would fail where only a developer sees why.
 */
function toField(schema: z.ZodType, key: string, at: Place): ComponentSchema {
  const help = (pattern(schema).includes('mp4') ? VIDEO_HELP[key] : undefined) ?? HELP[key] ?? {};
  const label = help.label ?? spelledOut(key);
  const placeholder = PLACEHOLDERS[`${at.file}:${at.path.join('.')}`];
  const description = [help.description, placeholder].filter(Boolean).join(' ') || undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return checked(optionalText(label, description), schema);
    case 'object':
      return fields.object(fieldsOf(schema, at), { label, description });
    case 'array': {
      const element = toField(def.element!, key === 'keywords' || key === 'social' ? 'entry' : key.replace(/s$/, ''), at);
      const min = minItems(schema);
      return fields.array(element, { label, description, itemLabel, validation: min ? { length: { min } } : undefined });
    }
    case 'boolean':
      return fields.checkbox({ label, description });
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      return fields.select({ label, description, options: values.map((v) => ({ label: spelledOut(v), value: v })), defaultValue: values[0] });
    }
    case 'number':
      return checked(
        isInteger(schema)
          ? fields.integer({ label, description, validation: { isRequired: true } })
          : fields.number({ label, description, validation: { isRequired: true } }),
        schema,
      );
    case 'string': {
      if (key === 'date') return fields.date({ label, description, validation: { isRequired: true } });
      if (pattern(schema).includes('webp')) return photo({ label, description, area: at.area, required: true });
      if (def.format === 'url') return checked(fields.url({ label, description, validation: { isRequired: true } }), schema);
      const long = ['text', 'intro', 'lead', 'description', 'answer', 'quote', 'copyText', 'unavailableText', 'blurb', 'empty'].includes(key);
      return checked(fields.text({ label, description, multiline: long, validation: { isRequired: true } }), schema);
    }
  }
  throw new Error(`The editor has no field for ${at.file}: ${at.path.join('.')} (${def.type}).`);
}

function fieldsOf(schema: z.ZodType, at: Place): Record<string, ComponentSchema> {
  const shape = defOf(schema).shape ?? {};
  return Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, toField(value, key, { ...at, path: [...at.path, key] })]));
}

const json = { data: 'json' } as const;

/** A page-copy file as a singleton: content/pages/<file>.json (or site/business.json). */
function page(label: string, file: string, schema: z.ZodType, area: string, path: string) {
  return singleton({
    label,
    path: file === 'business' ? 'content/site/business' : `content/pages/${file}`,
    format: json,
    previewUrl: preview(path),
    schema: fieldsOf(schema, { file, area, path: [] }),
  });
}

export const pages = {
  business: page('Business facts', 'business', businessSchema, 'site', '/contact'),
  homePage: page('Home page', 'home', homeSchema, 'home', '/'),
  menuPage: page('Menu page', 'menu', menuSchema, 'menu', '/menu'),
  cateringPage: page('Catering page', 'catering', cateringSchema, 'catering', '/catering'),
  cateringQuotePage: page('Catering quote page', 'catering-quote', cateringQuoteSchema, 'catering', '/catering/request-quote'),
  contactPage: page('Contact page', 'contact', contactSchema, 'contact', '/contact'),
  locationsPage: page('Locations page', 'locations', locationsSchema, 'locations', '/locations'),
  locationPage: page("Each shop's page", 'location', locationSchema, 'locations', '/locations'),
  careersPage: page('Careers page', 'careers', careersSchema, 'careers', '/careers'),
  rewardsPage: page('Rewards page', 'rewards', rewardsSchema, 'rewards', '/rewards'),
  balancePage: page('Gift card page', 'balance', balanceSchema, 'balance', '/balance'),
  storyPage: page('Our story page', 'story', storySchema, 'story', '/our-story'),
};

/** A heading's anchor, refused in the content check's words unless it is lower-case words joined by hyphens. */
export const headingAnchor = fields.text({
  label: 'Anchor',
  description: 'Optional: the end of a link to this section, such as contact-us. Lower-case letters, digits and hyphens only.',
  validation: { pattern: { regex: ANCHOR_PATTERN, message: `Anchor ${ANCHOR_RULE}, such as contact-us.` } },
});

/** Markdoc with the features the story and legal pages use; `##` headings may carry an anchor. */
const body = (label: string, description: string) =>
  fields.markdoc({
    label,
    description,
    extension: 'mdoc',
    options: {
      heading: { levels: [2, 3], schema: { id: headingAnchor } },
      image: false,
      table: false,
      codeBlock: false,
      code: false,
      divider: false,
      blockquote: false,
    },
  });

/** A folder of Markdoc documents whose first front-matter field is also the file name. */
function documents(label: string, dir: 'story' | 'legal', schema: z.ZodType, nameKey: string, addressHelp: string, bodyHelp: string, path: string) {
  const front = fieldsOf(schema, { file: dir, area: dir, path: [] });
  return collection({
    label,
    path: `content/${dir}/*`,
    format: { data: 'json', contentField: 'body' },
    // The key is only known at run time; Keystatic checks at start that it is a slug field.
    slugField: nameKey as never,
    columns: [nameKey as never],
    previewUrl: preview(path),
    schema: { ...front, [nameKey]: nameAndAddress(HELP[nameKey]?.label ?? spelledOut(nameKey), addressHelp, { hasPage: dir === 'legal', fixedAddress: dir === 'legal' }), body: body('Text', bodyHelp) },
  });
}

export const storyChapters = documents(
  'Story chapters',
  'story',
  storyChapterSchema,
  'headline',
  'A name for the file only.',
  'The chapter\'s paragraphs. Chapters show by "Order in lists", lowest first.',
  '/our-story',
);

export const legalPages = documents(
  'Legal pages',
  'legal',
  legalSchema,
  'title',
  'The page address: /<this>. The site has three legal pages, terms-of-use, privacy-policy and web-accessibility: keep these names (a page under another name is never shown, and the content check refuses it).',
  'The opening paragraphs, then a level-2 heading for each section.',
  '/{slug}',
);
