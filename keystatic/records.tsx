/**
 * The records in the editor: shops, holiday hours, menu, daily specials, job openings, home
 * page heroes and catering menus, one collection or singleton per file layout of
 * docs/content.md. Labels and help texts speak to the people who run the shops.
 */
import { collection, fields, singleton } from '@keystatic/core';
import { careerSchema, cateringMenuSchema, homeHeroSchema, LEAST_PER_YEAR, MENU_TITLE_MOST, MOST_PER_HOUR, MENU_TITLE_TOO_LONG, menuCategorySchema, menuItemSchema, PRICE_UNITS, shopSchema, specialSchema } from '@/lib/content/schemas/records';
import { MOST_COUNT } from '@/lib/content/rules';
import { WEEKDAYS, weekdayLabel } from '@/lib/domain/weekdays';
import { decimal, money, nameAndAddress, optionalText, position, rating, requiredText, tags } from './fields/basic';
import { checked } from './fields/checked';
import { dayHours } from './fields/day-hours';
import { holidayList } from './fields/holidays';
import { photo } from './fields/photo';

/**
 * The editor's Preview button: the page on this site, or on the branch's preview deployment.
 * Keystatic writes the branch's name into the address as it is, unencoded, so the name comes last:
 * the route reads it to the end, "&" and "+" in it included (see branchFromQuery).
 */
export const preview = (path: string) => `/api/keystatic/preview?path=${encodeURIComponent(path).replace('%7Bslug%7D', '{slug}')}&branch={branch}`;

const json = { data: 'json' } as const;

const price = (label: string, description: string) => money({ label, description });
/** " · $13.99" after an item's name in its list, as typed while it is not yet a price. */
const priceLabel = (typed: string) => (typed.trim() === '' ? '' : ` · $${Number.isFinite(Number(typed)) ? Number(typed).toFixed(2) : typed}`);

const UNIT_LABELS: Record<(typeof PRICE_UNITS)[number], string> = {
  each: 'each',
  lb: 'per pound',
  'half-lb': 'per half pound',
  dozen: 'per dozen',
  tray: 'per tray',
  serves: 'serves a number of people',
};

/**
 * The texts and links below are held to the record schema's rule for each (checked): the editor
 * refuses what the content branch's build would refuse, with the same message, where a looser
 * pattern of its own let a date of 31-12, an e-mail address ending in a dot or a name of spaces
 * be saved. Numbers keep Keystatic's range, which is the schema's.
 */
const shopRules = shopSchema.shape;
const categoryRules = menuCategorySchema.shape;
const itemRules = menuItemSchema.shape;
const specialRules = specialSchema.shape;
const careerRules = careerSchema.shape;
const heroRules = homeHeroSchema.shape;
const cateringMenuRules = cateringMenuSchema.shape;

/** A real day of the year (not 31-12 or 13-01), or empty; the schema says which. */
const monthDay = (label: string, key: 'availableFrom' | 'availableTo') =>
  checked(
    fields.text({ label, description: 'Month and day as MM-DD, for example 11-01. Leave both dates empty for a menu offered all year.' }),
    cateringMenuRules[key],
  );

export const shops = collection({
  label: 'Shops',
  path: 'content/shops/*',
  format: json,
  slugField: 'name',
  columns: ['name'],
  previewUrl: preview('/locations/{slug}'),
  schema: {
    name: nameAndAddress('Shop name', 'The end of the shop page address: /locations/<this>. Jobs at this shop and buttons linking to its page name this address: to rename it, first set those jobs\' Shop to none and point those buttons at /locations, then set them again.', {
      nameHelp: 'Each shop needs a name of its own (case and punctuation do not count).',
    }),
    address1: checked(requiredText('Street address'), shopRules.address1),
    address2: optionalText('Suite or unit', 'Leave empty if there is none.'),
    city: checked(requiredText('City'), shopRules.city),
    state: checked(fields.text({ label: 'State', defaultValue: 'CA', validation: { isRequired: true } }), shopRules.state),
    zip: checked(requiredText('ZIP code'), shopRules.zip),
    phone: checked(requiredText('Phone', 'As guests should dial it, for example (925) 555-0102.'), shopRules.phone),
    latitude: decimal({
      label: 'Latitude',
      description: 'Where the shop is on the map. In Google Maps, right-click the shop: the first number is the latitude.',
      min: -90,
      max: 90,
    }),
    longitude: decimal({ label: 'Longitude', description: 'The second number (negative in California).', min: -180, max: 180 }),
    pickupUrl: checked(fields.url({ label: 'Pickup ordering link', description: "This shop's page on the pickup ordering service.", validation: { isRequired: true } }), shopRules.pickupUrl),
    deliveryUrl: checked(fields.url({ label: 'Delivery ordering link', description: "This shop's page on the delivery service.", validation: { isRequired: true } }), shopRules.deliveryUrl),
    photo: photo({ label: 'Photo', area: 'locations', required: true }),
    cateringEmail: checked(
      optionalText('Catering e-mail', "Where this shop's catering requests go. Leave empty to use the main catering address."),
      shopRules.cateringEmail,
    ),
    rating: rating(),
    hours: fields.object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours({ label: weekdayLabel(day) })])) as Record<(typeof WEEKDAYS)[number], ReturnType<typeof dayHours>>,
      { label: 'Weekly hours', description: 'In California time. A shop closes on the day it opens: the closing time comes after the opening time, or is 00:00 for midnight.' },
    ),
    holidays: holidayList({
      label: "This shop's holiday hours",
      description: 'Closures and special hours for this shop only. A date here replaces the same date in "Holiday hours for every shop".',
    }),
    order: position('shop'),
  },
});

export const holidays = singleton({
  label: 'Holiday hours for every shop',
  path: 'content/holidays',
  format: json,
  previewUrl: preview('/locations'),
  schema: {
    holidays: holidayList({
      label: 'Holiday hours',
      description: 'Closures and special hours that apply to every shop. A shop with its own entry for the same date keeps its own.',
    }),
  },
});

export const menu = collection({
  label: 'Menu categories',
  path: 'content/menu/*',
  format: json,
  slugField: 'category',
  columns: ['category'],
  previewUrl: preview('/menu/{slug}'),
  schema: {
    category: nameAndAddress('Category name', 'The end of the category page address: /menu/<this>. A button linking to this page names this address: to rename it, first point that button at /menu, then at the new address.', {
      nameHelp: 'Each category needs a name of its own (case and punctuation do not count).',
    }),
    description: checked(requiredText('Description', 'One or two sentences under the name.', true), categoryRules.description),
    label: optionalText('Button text', 'The button on the category card. Leave empty for "View Items".'),
    photo: photo({ label: 'Photo', area: 'menu', required: true }),
    order: position('category'),
    items: fields.array(
      fields.object({
        name: checked(requiredText('Item name', 'Each item in a category needs its own name (case and punctuation do not count).'), itemRules.name),
        description: checked(requiredText('Description', undefined, true), itemRules.description),
        price: price('Price', 'In dollars, for example 13.99. Leave empty to show no price.'),
        unit: fields.select({ label: 'Price is', options: PRICE_UNITS.map((value) => ({ value, label: UNIT_LABELS[value] })), defaultValue: 'each' }),
        serves: fields.integer({ label: 'Serves how many', description: 'Required when the price "serves a number of people"; left out otherwise.', validation: { min: 1, max: MOST_COUNT } }),
        diet: tags('Diet', [
          { label: 'Vegetarian', value: 'vegetarian' },
          { label: 'Gluten-free', value: 'gluten-free' },
          { label: 'Spicy', value: 'spicy' },
        ]),
        photo: photo({
          label: 'Photo',
          area: 'menu',
          description: "Optional. This item's own picture, 3:2 (720 x 480 or larger): not a category's picture and not another item's or special's. Without one the card shows \"Photo coming soon\".",
        }),
      }),
      {
        label: 'Items',
        description: 'In the order they appear on the page; drag to reorder.',
        // No slug field: Keystatic's rules for one are a file name's and refuse a slash, which an
        // item's name may hold ("1/2 Rack Ribs"). Names that read as one are the content check's to
        // refuse, with both names.
        itemLabel: (item) => `${item.fields.name.value}${priceLabel(item.fields.price.value)}`,
      },
    ),
  },
});

const special = fields.object({
  name: checked(requiredText('Name'), specialRules.name),
  description: checked(requiredText('Description', undefined, true), specialRules.description),
  label: optionalText('Button text', 'The order button. Leave empty for "Order".'),
  photo: photo({ label: 'Photo', area: 'specials', description: "Optional. This special's own picture behind its words, not a menu item's or another special's; wide (1600 x 900): the words sit on its left, so keep the food on the right." }),
  mobilePhoto: photo({
    label: 'Photo on phones',
    area: 'specials',
    description: 'Optional, needs the photo above. The same special for phones (828 x 662), shown above the words: keep the food in the middle. Without it phones show the middle of the wide photo.',
  }),
  price: price('Price', 'In dollars. Optional.'),
});

export const specials = singleton({
  label: 'Daily specials',
  path: 'content/specials',
  format: json,
  previewUrl: preview('/daily-specials'),
  schema: Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      fields.array(special, {
        label: `${weekdayLabel(day)} specials`,
        description: `In the order guests see them on /daily-specials/${day}; the first is also the home page's "Today's Special".`,
        itemLabel: (item) => item.fields.name.value,
      }),
    ]),
  ) as Record<(typeof WEEKDAYS)[number], ReturnType<typeof fields.array<typeof special>>>,
});

export const careers = collection({
  label: 'Job openings',
  path: 'content/careers/*',
  format: json,
  slugField: 'position',
  columns: ['position'],
  previewUrl: preview('/careers'),
  schema: {
    position: nameAndAddress('Job title', 'Part of the opening page address: for counter-concord the page is /careers/job_counter_concord.'),
    employmentType: fields.select({
      label: 'Employment type',
      options: ['Full-time', 'Part-time', 'Seasonal', 'Temporary'].map((v) => ({ label: v, value: v })),
      defaultValue: 'Full-time',
    }),
    shop: fields.relationship({ label: 'Shop', collection: 'shops', description: 'Leave empty for a job that is not at one shop (such as the catering office).' }),
    locationLabel: checked(requiredText('Location shown', 'Where the job is, as the list shows it, for example "Concord (Catering Office)".'), careerRules.locationLabel),
    payMin: money({ label: 'Lowest pay', description: 'In dollars, for example 18.50. California requires a pay range in every posting.', required: true, aboveZero: true }),
    payMax: money({ label: 'Highest pay', description: 'In dollars, for example 22; at least the lowest pay.', required: true }),
    payUnit: fields.select({
      label: 'Pay is per',
      description: `Hour: at most $${MOST_PER_HOUR.toLocaleString('en-US')}. Year (a salary): at least $${LEAST_PER_YEAR.toLocaleString('en-US')}.`,
      options: [{ label: 'Hour', value: 'HOUR' }, { label: 'Year', value: 'YEAR' }],
      defaultValue: 'HOUR',
    }),
    applyUrl: checked(fields.url({ label: 'Apply link', description: 'The application page on the hiring site.', validation: { isRequired: true } }), careerRules.applyUrl),
    datePosted: fields.date({ label: 'Date posted', validation: { isRequired: true }, defaultValue: { kind: 'today' } }),
    description: checked(requiredText('Description', undefined, true), careerRules.description),
    responsibilities: fields.array(checked(requiredText('Responsibility'), careerRules.responsibilities.element), { label: 'Responsibilities', itemLabel: (p) => p.value, validation: { length: { min: 1 } } }),
    qualifications: fields.array(checked(requiredText('Qualification'), careerRules.qualifications.element), { label: 'Qualifications', itemLabel: (p) => p.value, validation: { length: { min: 1 } } }),
    order: position('opening'),
  },
});

export const homeHeroes = collection({
  label: 'Home page heroes',
  path: 'content/home-heroes/*',
  format: json,
  slugField: 'headingOne',
  columns: ['headingOne'],
  previewUrl: preview('/'),
  schema: {
    headingOne: nameAndAddress('First heading', 'A name for this hero, used for its file only.', { hasPage: false }),
    headingTwo: checked(requiredText('Second heading'), heroRules.headingTwo),
    headingThree: checked(requiredText('Third heading'), heroRules.headingThree),
    buttonLabel: checked(optionalText('Button text', 'Optional: a button under the headings, such as "See the Menu". Give it a link too.'), heroRules.buttonLabel),
    buttonUrl: checked(optionalText('Button link', 'The page of this site the button opens, such as /menu. Leave empty with the button text.'), heroRules.buttonUrl),
    image: photo({ label: 'Picture', area: 'hero', required: true, description: 'Wide, at most 1920 pixels across.' }),
    mobileImage: photo({ label: 'Picture on phones', area: 'hero', description: 'Optional; tall. Without it phones show the wide picture.' }),
    priority: fields.integer({
      label: 'Priority',
      description: 'When several heroes could show today, the highest priority wins.',
      defaultValue: 0,
      validation: { isRequired: true, min: -MOST_COUNT, max: MOST_COUNT },
    }),
    startsOn: fields.date({ label: 'Shows from', description: 'Optional. Without dates the hero can show any day.' }),
    endsOn: fields.date({ label: 'Shows until', description: 'Optional; the last day it shows. Not before "Shows from".' }),
    active: fields.checkbox({ label: 'In use', description: 'Untick to keep the hero without showing it.', defaultValue: true }),
  },
});

export const cateringMenus = collection({
  label: 'Catering menus',
  path: 'content/catering-menus/*',
  format: json,
  slugField: 'title',
  columns: ['title'],
  previewUrl: preview('/catering'),
  schema: {
    service: fields.select({
      label: 'Service',
      options: [
        { label: 'Pickup and delivery', value: 'pickup-delivery' },
        { label: 'On-site', value: 'onsite' },
      ],
      defaultValue: 'pickup-delivery',
    }),
    title: nameAndAddress('Title', 'A name for the file only.', {
      hasPage: false,
      longest: { most: MENU_TITLE_MOST, message: MENU_TITLE_TOO_LONG },
      nameHelp: 'Each menu of one service needs a title of its own (case and punctuation do not count).',
    }),
    summary: checked(requiredText('Summary', 'One line under the title.'), cateringMenuRules.summary),
    body: fields.array(checked(requiredText('Line'), cateringMenuRules.body.element), {
      label: 'Menu lines',
      description: 'One line per paragraph of the menu.',
      itemLabel: (p) => p.value,
      validation: { length: { min: 1 } },
    }),
    availableFrom: monthDay('Available from', 'availableFrom'),
    availableTo: monthDay('Available until', 'availableTo'),
    pricePerPerson: price('Price per person', 'In dollars, for example 18.99. Shown on the menu so a planner can budget; leave empty to show none.'),
    minimumGuests: fields.integer({ label: 'Minimum guests', description: 'The smallest party this menu is made for. Leave empty for no minimum; the card then names no smallest party for its service.', validation: { min: 1, max: MOST_COUNT } }),
    order: position('menu'),
  },
});
