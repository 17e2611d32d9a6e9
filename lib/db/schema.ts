/**
 * One schema for everything the server owns. Content tables are filled from content/ by the
 * seed; submission tables (catering, contact, outbox, rate limits) are written by the forms.
 * Ids of content rows are stable strings taken from content/, so reseeding is an upsert.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PriceUnit } from '@/lib/domain/price';

import type { DayHours, HoursOverride, WeeklyHours } from '@/lib/domain/hours';
import { WEEKDAYS, type Weekday } from '@/lib/domain/weekdays';

// The database stores the domain's own shapes; the domain never imports the database.
export { WEEKDAYS };
export type { DayHours, HoursOverride, Weekday, WeeklyHours };

export const locations = pgTable('locations', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  phoneNumber: text('phone_number').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  googleDirectionsUrl: text('google_directions_url').notNull(),
  websiteUrl: text('website_url').notNull(),
  pickupUrl: text('pickup_url').notNull(),
  deliveryUrl: text('delivery_url').notNull(),
  photoSrc: text('photo_src').notNull(),
  hours: jsonb('hours').$type<WeeklyHours>().notNull(),
  hoursOverrides: jsonb('hours_overrides').$type<HoursOverride[]>().notNull().default([]),
  ratingAverage: real('rating_average'),
  ratingCount: integer('rating_count'),
  cateringEmail: text('catering_email'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const menuCategories = pgTable('menu_categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  label: text('label'),
  photoSrc: text('photo_src').notNull(),
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    orderBy: integer('order_by').notNull(),
    photoSrc: text('photo_src'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Price in cents, per `priceUnit` (each, lb, half-lb, dozen, tray, or serves `serves`). */
    priceCents: integer('price_cents'),
    priceUnit: text('price_unit').$type<PriceUnit>().notNull().default('each'),
    serves: integer('serves'),
    dietaryTags: jsonb('dietary_tags').$type<string[]>().notNull().default([]),
  },
  (t) => [index('menu_items_category_idx').on(t.categoryId, t.orderBy)],
);

export const specials = pgTable(
  'specials',
  {
    id: text('id').primaryKey(),
    dayOfWeek: text('day_of_week').$type<Weekday>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    heroImageSrc: text('hero_image_src'),
    heroImageMobileSrc: text('hero_image_mobile_src'),
    label: text('label'),
    priceCents: integer('price_cents'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('specials_day_idx').on(t.dayOfWeek, t.sortOrder)],
);

/** The short line in the home page's "Today's Special" box; dayOfWeek null means any day. */
export const homepageSpecials = pgTable('homepage_specials', {
  id: text('id').primaryKey(),
  dayOfWeek: text('day_of_week').$type<Weekday>(),
  description: text('description').notNull(),
});

export const careerOpenings = pgTable('career_openings', {
  id: text('id').primaryKey(),
  position: text('position').notNull(),
  employmentType: text('employment_type').notNull(),
  locationId: text('location_id').references(() => locations.id, { onDelete: 'set null' }),
  locationLabel: text('location_label').notNull(),
  salaryMin: integer('salary_min_cents').notNull(),
  salaryMax: integer('salary_max_cents').notNull(),
  salaryUnit: text('salary_unit').$type<'HOUR' | 'YEAR'>().notNull(),
  applyUrl: text('apply_url').notNull(),
  datePosted: text('date_posted').notNull(),
  description: text('description').notNull(),
  responsibilities: jsonb('responsibilities').$type<string[]>().notNull().default([]),
  qualifications: jsonb('qualifications').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Home hero variants. A variant with no schedule is always eligible; the highest priority
 * eligible variant wins. Dates are business-zone calendar dates, inclusive.
 */
export const homepageContent = pgTable('homepage_content', {
  id: text('id').primaryKey(),
  imageUrl: text('image_url').notNull(),
  mobileImageUrl: text('mobile_image_url'),
  headingOne: text('heading_one').notNull(),
  headingTwo: text('heading_two').notNull(),
  headingThree: text('heading_three').notNull(),
  /** The hero's button: its words and the page it opens, both or neither. */
  buttonLabel: text('button_label'),
  buttonUrl: text('button_url'),
  priority: integer('priority').notNull().default(0),
  startsOn: text('starts_on'),
  endsOn: text('ends_on'),
  active: boolean('active').notNull().default(true),
});

export const cateringMenus = pgTable('catering_menus', {
  id: text('id').primaryKey(),
  /** pickup-delivery (shared by the PickUp and Delivery cards) or onsite. */
  service: text('service').$type<'pickup-delivery' | 'onsite'>().notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** The menu text: one entry per line or option. */
  body: jsonb('body').$type<string[]>().notNull(),
  /** Seasonal availability as MM-DD, inclusive (the holiday menu). */
  availableFrom: text('available_from'),
  availableTo: text('available_to'),
  /** What a planner budgets with: the price per guest in cents and the smallest party it is made for. */
  pricePerPersonCents: integer('price_per_person_cents'),
  minimumGuests: integer('minimum_guests'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const cateringRequests = pgTable(
  'catering_requests',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cateringOption: text('catering_option').notNull(),
    kindersLocation: text('kinders_location'),
    eventDate: text('event_date'),
    eventType: text('event_type'),
    eventLocation: text('event_location'),
    guestSize: integer('guest_size').notNull(),
    eventDetails: text('event_details'),
    /** The catering menu the planner asked about, by its title (optional). */
    cateringMenu: text('catering_menu'),
    companyName: text('company_name'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailAddress: text('email_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    spam: boolean('spam').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    /** The client's address (lib/api/client.ts); cleared by retention after SPAM_RETENTION_DAYS. */
    clientKey: text('client_key'),
    /** SHA-256 of the validated submission, so a reused Idempotency-Key with other data is refused. */
    requestHash: text('request_hash'),
  },
  // Idempotency-Keys are the client's own: the same key from another client is another request.
  (t) => [uniqueIndex('catering_requests_client_idem_idx').on(t.clientKey, t.idempotencyKey), index('catering_requests_created_idx').on(t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    messageType: text('message_type').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    orderNumber: text('order_number'),
    eventDate: text('event_date'),
    kindersLocation: text('kinders_location'),
    newsletterConsent: boolean('newsletter_consent').notNull().default(false),
    spam: boolean('spam').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    /** The client's address (lib/api/client.ts); cleared by retention after SPAM_RETENTION_DAYS. */
    clientKey: text('client_key'),
    /** SHA-256 of the validated submission, so a reused Idempotency-Key with other data is refused. */
    requestHash: text('request_hash'),
  },
  // Idempotency-Keys are the client's own: the same key from another client is another request.
  (t) => [uniqueIndex('contact_messages_client_idem_idx').on(t.clientKey, t.idempotencyKey), index('contact_messages_created_idx').on(t.createdAt)],
);

/** Notifications written in the same transaction as the submission, sent afterwards. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When sending began: with the submission, or again when someone asked for a notification
     * that was given up on to be sent again (npm run submissions -- --resend). It is retried for
     * MAIL_RETRY_DAYS from then.
     */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    submissionId: text('submission_id').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    /** The customer's address, so staff can answer a notification with a plain reply. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the mail server took the message for some recipients and refused the rest (kept in `recipients`). */
    partlySentAt: timestamp('partly_sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/** Fixed-window request counters shared by every server instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/** Small key/value facts about the database itself, such as the seeded content's hash. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type LocationRow = typeof locations.$inferSelect;
export type MenuCategoryRow = typeof menuCategories.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type SpecialRow = typeof specials.$inferSelect;
export type CareerOpeningRow = typeof careerOpenings.$inferSelect;
export type HomepageContentRow = typeof homepageContent.$inferSelect;
export type CateringMenuRow = typeof cateringMenus.$inferSelect;
