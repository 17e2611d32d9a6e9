/**
 * One zod schema per kind of record file under content/ (shops, holiday hours, menu categories,
 * specials, job openings, home heroes, catering menus). The build, the seed and the tests check
 * the files with these; messages are written for the person who edited the file.
 */
import { z } from 'zod';
import { WEEKDAYS } from '@/lib/domain/weekdays';
import { LIMITS } from '@/lib/validation/choices';
import { email, heroButtonRule, heroButtonWhole, heroWords, imagePath, phone, state, text, url, zip } from './fields';
import { closesAfterOpens, duplicatesIn, inThousands, isIsoDate, isMonthDay, isPrice, isTimeOfDay, MOST_COUNT, MOST_DOLLARS, nameClashes } from '../rules';

/** Text that may be left out; only spaces count as left out (a button labelled " " had no name). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const isoDate = (what: string) => z.string({ error: `${what} is required.` }).refine(isIsoDate, `${what} must be a date written YYYY-MM-DD.`);
const order = z.number({ error: 'Position must be a number.' }).int('Position must be a whole number.').min(0, 'Position cannot be negative.');
const price = (what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .refine(isPrice, `${what} must be zero or more, with at most two decimals.`)
    .refine((v) => v <= MOST_DOLLARS, `${what} is at most ${inThousands(MOST_DOLLARS)} dollars.`);
/** A whole number no larger than MOST_COUNT (what the database can keep). */
const count = (what: string, least: number) =>
  z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .min(least, `${what} must be at least ${least}.`)
    .max(MOST_COUNT, `${what} is at most ${inThousands(MOST_COUNT)}.`);

/** One day's hours: closed, or open and close as HH:MM with closing after opening. */
export const dayHoursSchema = z
  .strictObject({ open: z.string().optional(), close: z.string().optional(), closed: z.boolean({ error: 'Closed must be true or false.' }) })
  .superRefine((day, ctx) => {
    if (day.closed) return;
    for (const key of ['open', 'close'] as const) {
      const value = day[key];
      if (!value || !isTimeOfDay(value)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key === 'open' ? 'Opening' : 'Closing'} time must be a 24-hour time such as 08:30.` });
      }
    }
    if (day.open && day.close && isTimeOfDay(day.open) && isTimeOfDay(day.close) && !closesAfterOpens(day.open, day.close)) {
      ctx.addIssue({ code: 'custom', path: ['close'], message: `Closing time (${day.close}) must be after opening time (${day.open}).` });
    }
  });

export const weeklyHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema])) as Record<(typeof WEEKDAYS)[number], typeof dayHoursSchema>,
  { error: 'Hours must list monday to sunday.' },
);

/**
 * A holiday's name, as guests read it: "Christmas Eve". The site writes "Closed for {name}" and
 * "Closed today: {name}" itself, so a name that starts with "Closed" would say it twice.
 */
const holidayName = text('Holiday name').refine((name) => !/^\s*closed\b/i.test(name), 'Name the day only, such as "Christmas Eve": the site writes "Closed for" before it.');

export const holidaySchema = z.strictObject({ date: isoDate('Date'), label: holidayName, hours: dayHoursSchema });

/** A list of holiday entries in which no date stands twice. */
export const holidayListSchema = z.array(holidaySchema).superRefine((list, ctx) => {
  for (const date of duplicatesIn(list.map((h) => h.date))) {
    const index = list.map((h) => h.date).lastIndexOf(date);
    ctx.addIssue({ code: 'custom', path: [index, 'date'], message: `${date} is listed twice; keep one entry per date.` });
  }
});

export const holidaysFileSchema = z.strictObject({ holidays: holidayListSchema });

export const shopSchema = z.strictObject({
  name: text('Name'),
  address1: text('Street address'),
  address2: optionalText,
  city: text('City'),
  state,
  zip,
  phone: phone('Phone'),
  latitude: z.number({ error: 'Latitude must be a number.' }).min(-90).max(90),
  longitude: z.number({ error: 'Longitude must be a number.' }).min(-180).max(180),
  pickupUrl: url('Pickup ordering link'),
  deliveryUrl: url('Delivery ordering link'),
  photo: imagePath('Photo'),
  cateringEmail: email('Catering e-mail').optional(),
  rating: z
    .strictObject({ average: z.number().min(0).max(5, 'Rating is out of 5.'), count: count('Number of reviews', 0) })
    .optional(),
  hours: weeklyHoursSchema,
  holidays: holidayListSchema.optional(),
  order,
});

export const DIET_TAGS = ['vegetarian', 'gluten-free', 'spicy'] as const;
export const PRICE_UNITS = ['each', 'lb', 'half-lb', 'dozen', 'tray', 'serves'] as const;

export const menuItemSchema = z
  .strictObject({
    name: text('Item name'),
    description: text('Description'),
    price: price('Price').optional(),
    unit: z.enum(PRICE_UNITS, { error: `Unit must be one of: ${PRICE_UNITS.join(', ')}.` }).optional(),
    serves: count('Serves', 1).optional(),
    diet: z.array(z.enum(DIET_TAGS, { error: `Diet tags are: ${DIET_TAGS.join(', ')}.` })).optional(),
    photo: imagePath('Photo').optional(),
  })
  .refine((item) => item.unit !== 'serves' || item.serves !== undefined, { path: ['serves'], message: 'Say how many it serves.' });

export const menuCategorySchema = z.strictObject({
  category: text('Category name'),
  description: text('Description'),
  label: optionalText,
  photo: imagePath('Photo'),
  order,
  items: z.array(menuItemSchema).superRefine((items, ctx) => {
    // Names that differ only in case or punctuation make the same item id: name both, so the
    // editor sees which existing item the new name clashes with.
    for (const { first, later } of nameClashes(items.map((i) => i.name))) {
      const [a, b] = [items[first].name, items[later].name];
      const message = a === b ? `Two items are named "${b}"; each item needs its own name.` : `"${b}" reads as the same name as the item "${a}" (case and punctuation do not count); each item needs its own name.`;
      ctx.addIssue({ code: 'custom', path: [later, 'name'], message });
    }
  }),
});

export const specialSchema = z
  .strictObject({
    name: text('Name'),
    description: text('Description'),
    label: optionalText,
    photo: imagePath('Photo').optional(),
    /** The same special cropped for phones, where the picture is a band above the words. */
    mobilePhoto: imagePath('Photo on phones').optional(),
    price: price('Price').optional(),
  })
  .refine((sp) => sp.mobilePhoto === undefined || sp.photo !== undefined, { path: ['mobilePhoto'], message: 'A photo on phones needs the wide photo too.' });

export const specialsFileSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(specialSchema)])) as Record<(typeof WEEKDAYS)[number], z.ZodArray<typeof specialSchema>>,
);

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Seasonal', 'Temporary'] as const;

/** Beyond these an hourly wage is a salary typed with the wrong unit, and the other way round. */
export const MOST_PER_HOUR = 1_000;
export const LEAST_PER_YEAR = 10_000;

export const careerSchema = z
  .strictObject({
    position: text('Position'),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: `Employment type is one of: ${EMPLOYMENT_TYPES.join(', ')}.` }),
    shop: optionalText,
    locationLabel: text('Location shown'),
    payMin: price('Lowest pay'),
    payMax: price('Highest pay'),
    payUnit: z.enum(['HOUR', 'YEAR'], { error: 'Pay is per HOUR or per YEAR.' }),
    applyUrl: url('Apply link'),
    datePosted: isoDate('Date posted'),
    description: text('Description'),
    // A posting without them showed headings over empty lists and told search engines "".
    responsibilities: z.array(text('A responsibility')).min(1, 'A job needs at least one responsibility.'),
    qualifications: z.array(text('A qualification')).min(1, 'A job needs at least one qualification.'),
    order,
  })
  .refine((job) => job.payMax >= job.payMin, { path: ['payMax'], message: 'Highest pay must be at least the lowest pay.' })
  // A posting says what the job pays, and search engines show that range: nothing, or a wage in
  // the wrong unit (a salary left at the default "per hour"), would tell applicants something false.
  .refine((job) => job.payMin > 0, { path: ['payMin'], message: 'Lowest pay must be more than zero.' })
  .refine((job) => job.payUnit !== 'HOUR' || job.payMax <= MOST_PER_HOUR, {
    path: ['payUnit'],
    message: `Pay over ${inThousands(MOST_PER_HOUR)} dollars an hour reads as a yearly wage: is the pay per YEAR?`,
  })
  .refine((job) => job.payUnit !== 'YEAR' || job.payMin >= LEAST_PER_YEAR, {
    path: ['payUnit'],
    message: `Pay under ${inThousands(LEAST_PER_YEAR)} dollars a year reads as an hourly wage: is the pay per HOUR?`,
  });

export const homeHeroSchema = z
  .strictObject({
    ...heroWords,
    image: imagePath('Image'),
    mobileImage: imagePath('Phone image').optional(),
    priority: count('Priority', -MOST_COUNT),
    startsOn: isoDate('Start date').optional(),
    endsOn: isoDate('End date').optional(),
    active: z.boolean(),
  })
  .refine(heroButtonWhole, heroButtonRule)
  .refine((h) => !h.startsOn || !h.endsOn || h.endsOn >= h.startsOn, { path: ['endsOn'], message: 'End date must not be before the start date.' });

/**
 * The longest catering menu title. The quote form sends the chosen menu's title and refuses a
 * longer one, so a planner was told the menu was too long, words they never typed.
 */
export const MENU_TITLE_MOST = LIMITS.cateringMenu;
export const MENU_TITLE_TOO_LONG = `Title is at most ${MENU_TITLE_MOST} characters: the quote form sends the menu's title and takes no longer one.`;

export const cateringMenuSchema = z
  .strictObject({
    service: z.enum(['pickup-delivery', 'onsite'], { error: 'Service is pickup-delivery or onsite.' }),
    title: text('Title').max(MENU_TITLE_MOST, MENU_TITLE_TOO_LONG),
    summary: text('Summary'),
    body: z.array(text('A menu line')).min(1, 'A menu needs at least one line.'),
    availableFrom: z.string().refine(isMonthDay, 'Available from must be MM-DD, such as 11-01.').optional(),
    availableTo: z.string().refine(isMonthDay, 'Available to must be MM-DD, such as 12-31.').optional(),
    pricePerPerson: price('Price per person').optional(),
    minimumGuests: count('Minimum guests', 1).optional(),
    order,
  })
  .refine((m) => (m.availableFrom === undefined) === (m.availableTo === undefined), {
    path: ['availableTo'],
    message: 'Give both the first and the last day the menu is available, or neither.',
  });

export type ShopFile = z.infer<typeof shopSchema>;
export type HolidayEntry = z.infer<typeof holidaySchema>;
export type MenuCategoryFile = z.infer<typeof menuCategorySchema>;
export type SpecialsFile = z.infer<typeof specialsFileSchema>;
export type CareerFile = z.infer<typeof careerSchema>;
export type HomeHeroFile = z.infer<typeof homeHeroSchema>;
export type CateringMenuFile = z.infer<typeof cateringMenuSchema>;
