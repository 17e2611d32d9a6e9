/**
 * The notification e-mail for a stored submission: recipients, subject and a plain-text body
 * that lists every field. Pure, so it is tested without a database or a mail server.
 */
import { business } from '@/lib/content/copy/business';
import { cateringQuoteCopy } from '@/lib/content/copy/catering-quote';
import { daysBetween, isReadableDate, isShortNotice, leadTimeWords, type LeadTimes } from '@/lib/domain/catering';
import { closedDays, closedOnDay } from '@/lib/domain/closed-days';
import type { HoursOverride, WeeklyHours } from '@/lib/domain/hours';
import { BUSINESS_TIME_ZONE, businessDate } from '@/lib/domain/zone';
import { needsEventLocation, type CateringRequest } from '@/lib/validation/catering';
import { MESSAGE_TYPE_LABELS, showsEventDate, showsOrderNumber, type ContactMessage } from '@/lib/validation/contact';
import { madeOnFirstUse } from '@/lib/domain/made-on-first-use';

export type Shop = {
  slug: string;
  name: string;
  phoneNumber: string;
  cateringEmail: string | null;
  /** The shop's week and its dated changes (holidays included): a pickup or delivery on a day it is closed is flagged. */
  hours?: WeeklyHours;
  hoursOverrides?: HoursOverride[];
};

export type Notification = { recipients: string[]; replyTo: string; subject: string; body: string };

export type NotifyOptions = {
  /** NOTIFY_TO: comma-separated addresses that receive every notification. */
  notifyTo?: string;
  receivedAt: Date;
  /** How far ahead catering must be asked for: the content's, unless a test gives its own. */
  leadTime?: LeadTimes;
};

/** "a@x.com, b@y.com" -> ["a@x.com", "b@y.com"]; blank entries dropped. */
export function parseAddressList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

function uniqueAddresses(addresses: (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const a of addresses) {
    if (!a || seen.has(a.toLowerCase())) continue;
    seen.add(a.toLowerCase());
    out.push(a);
  }
  return out;
}

const received = madeOnFirstUse(() => new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }));
const NOT_GIVEN = '(not given)';

type Field = [label: string, value: string | number | undefined | null];
const field = (label: string, value: Field[1]): Field => [label, value];

function lines(pairs: Field[]): string {
  return pairs.map(([label, value]) => `${label}: ${value === undefined || value === null || value === '' ? NOT_GIVEN : value}`).join('\n');
}

/** An event date (YYYY-MM-DD) as words. The date is a day, not an instant: read in UTC it stays that day. */
const eventDay = madeOnFirstUse(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }));
const eventDayShort = madeOnFirstUse(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }));
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
/** "2026-12-05" -> "Saturday, December 5, 2026"; as it came when it is not a date. */
const eventDateWords = (date: string) => (isReadableDate(date) ? eventDay().format(dayOf(date)) : date);

/** How far off the event is from the day the request came in: "today", "tomorrow", "in 9 days". */
function howSoon(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return days > 0 ? `in ${days} days` : `${-days} ${days === -1 ? 'day' : 'days'} ago`;
}

function shopLabel(slug: string | undefined, shop: Shop | null): string | undefined {
  if (!slug) return undefined;
  return shop ? `${shop.name} (${shop.phoneNumber})` : slug;
}

/**
 * A subject line: at most `max` characters, and never an encoded word. A mail client decodes
 * `=?utf-8?B?…?=` in a header, so a visitor typing one could put characters our checks refuse
 * (a right-to-left override) into the team's inbox; "= ?" is shown as typed and decodes to nothing.
 */
const graphemes = madeOnFirstUse(() => new Intl.Segmenter('en', { granularity: 'grapheme' }));

function subjectLine(text: string, max = 150): string {
  // Counted and cut in whole characters as a reader sees them (an emoji, a flag, a family of
  // joined emoji): a cut through one would leave a broken or a different character.
  const characters = Array.from(graphemes().segment(text.replace(/=\?/g, '= ?')), (s) => s.segment);
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('')}…`;
}

export function cateringNotification(id: string, r: CateringRequest, shop: Shop | null, options: NotifyOptions): Notification {
  const name = `${r.firstName} ${r.lastName}`;
  const onsite = needsEventLocation(r.cateringOption);
  const where = onsite ? r.eventLocation : shop?.name;
  // The event's day as the team plans by it, counted from the business's day the request came in;
  // sooner than the lead time the customer was warned of, it is flagged first, in the subject too,
  // so a request that needs an answer today stands out in a full inbox.
  const today = businessDate(options.receivedAt);
  const lead = options.leadTime ?? cateringQuoteCopy.leadTime;
  const date = isReadableDate(r.eventDate) ? r.eventDate : undefined;
  const days = date ? daysBetween(today, date) : null;
  const short = isShortNotice(date, today, onsite, lead);
  // A pickup or delivery asked for on a day its shop is closed (a holiday, a day off) cannot be
  // cooked or handed over as asked: the team calls the customer first, so it is flagged like a
  // short notice. An on-site event is the caterers' to plan, whatever the counter's hours.
  const closed = !onsite && date && shop?.hours ? closedOnDay(closedDays(shop.hours, shop.hoursOverrides ?? []), date) : null;
  const flags = `${closed ? '[CLOSED DAY] ' : ''}${short ? '[SHORT NOTICE] ' : ''}`;
  // The venue, which may be long, comes last: a cut subject loses it, never the date or the name.
  const subject = subjectLine(
    `${flags}Catering quote request: ${[date && eventDayShort().format(dayOf(date)).replace(',', ''), `${r.guestSize} guests`, r.cateringOption, name, where].filter(Boolean).join(', ')}`,
  );
  const body = [
    ...(closed && date && shop ? [`CLOSED DAY: ${shop.name} is closed on ${eventDateWords(date)}${closed.label ? ` (${closed.label})` : ''}. Call the customer to agree another day or shop.`, ''] : []),
    ...(short && days !== null ? [`SHORT NOTICE: the event is ${howSoon(days)}, sooner than the ${leadTimeWords(onsite, lead)} we ask for ${onsite ? 'on-site catering' : 'pickup and delivery'}.`, ''] : []),
    `A catering quote request came in through the website. We promise a reply within ${business.responseHours} hours.`,
    '',
    lines([
      ['Reference', id],
      ['Received', `${received().format(options.receivedAt)} Pacific time`],
      ['Catering option', r.cateringOption],
      ['Location', shopLabel(r.kindersLocation, shop)],
      ['Event date', date && days !== null ? `${eventDateWords(date)} (${howSoon(days)})` : r.eventDate],
      ['Event type', r.eventType],
      ['Event location', r.eventLocation],
      ['Guest size', r.guestSize],
      ['Menu', r.cateringMenu],
      ['Company', r.companyName],
      ['Name', name],
      ['Email', r.emailAddress],
      ['Phone', r.phoneNumber],
    ]),
    '',
    'Event details:',
    r.eventDetails ?? NOT_GIVEN,
    '',
    `Reply to this e-mail to answer ${r.firstName} directly.`,
  ].join('\n');
  const notifyTo = parseAddressList(options.notifyTo);
  return {
    // The shop that will cook, plus the office (NOTIFY_TO, else the business's catering inbox).
    recipients: uniqueAddresses([shop?.cateringEmail, ...(notifyTo.length ? notifyTo : [business.cateringEmail])]),
    replyTo: r.emailAddress,
    subject,
    body,
  };
}

export function contactNotification(id: string, m: ContactMessage, shop: Shop | null, options: NotifyOptions): Notification {
  const type = MESSAGE_TYPE_LABELS[m.messageType];
  const subject = subjectLine(`Website message (${[type, shop?.name].filter(Boolean).join(', ')}) from ${m.fullName}`);
  const body = [
    'A message came in through the website contact form.',
    '',
    lines([
      ['Reference', id],
      ['Received', `${received().format(options.receivedAt)} Pacific time`],
      ['About', type],
      ['Location', shopLabel(m.kindersLocation, shop)],
      ...(showsOrderNumber(m.messageType) ? [field('Order number', m.orderNumber)] : []),
      ...(showsEventDate(m.messageType) ? [field('Event date', m.eventDate && eventDateWords(m.eventDate))] : []),
      ['Name', m.fullName],
      ['Email', m.email],
      ['Phone', m.phone],
      ['Newsletter', m.newsletterConsent ? 'yes, wants the newsletter' : 'no'],
    ]),
    '',
    'Message:',
    m.message,
    '',
    `Reply to this e-mail to answer ${m.fullName} directly.`,
  ].join('\n');
  const notifyTo = parseAddressList(options.notifyTo);
  return {
    // The office (NOTIFY_TO, else the business's inbox), plus the shop the message is about.
    recipients: uniqueAddresses([...(notifyTo.length ? notifyTo : [business.email]), shop?.cateringEmail]),
    replyTo: m.email,
    subject,
    body,
  };
}
