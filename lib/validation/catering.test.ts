import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATERING_OPTIONS,
  CATERING_TYPE_PARAM,
  EVENT_TYPES,
  cateringOptionFromParam,
  cateringRequestSchema,
  type CateringRequest,
  type CateringRequestInput,
} from './catering';
import { describeIssues } from './fields';
import { EVENT_DATE_YEARS_AHEAD, isGuestCount, latestEventDate, readGuestCount } from './choices';
import { testContent } from '@/lib/testing/content';

// The form's types work with react-hook-form's zodResolver (checked by `npm run typecheck`).
export const resolver: Resolver<CateringRequestInput, unknown, CateringRequest> = zodResolver(cateringRequestSchema);

// Event dates must not be in the past, so the test data moves with the calendar.
const YEAR = new Date().getFullYear() + 2;
const EVENT_DATE = `${YEAR}-06-14`;

const valid = {
  cateringOption: 'Pickup Catering',
  kindersLocation: 'concord',
  eventDate: EVENT_DATE,
  eventType: 'Wedding',
  eventLocation: '',
  guestSize: '120',
  eventDetails: 'Tri-tip and ribs,\nplease.',
  companyName: '',
  firstName: 'Maria',
  lastName: 'Lopez',
  emailAddress: 'maria@example.com',
  phoneNumber: '(925) 555-0199',
  website: '',
};

const parse = (overrides: Record<string, unknown> = {}) => cateringRequestSchema.safeParse({ ...valid, ...overrides });
/** The message for one field, or undefined when that field is fine. */
function problem(overrides: Record<string, unknown>, field: string): string | undefined {
  const r = parse(overrides);
  return r.success ? undefined : describeIssues(r.error).fields[field];
}
const without = (field: string) => ({ [field]: undefined });

describe('constants', () => {
  it('lists the three catering options and the seven event types', () => {
    expect(CATERING_OPTIONS).toEqual(['Delivery Catering', 'Pickup Catering', 'On-Site Catering']);
    expect(EVENT_TYPES).toEqual(['Luncheon', 'Banquet', 'Picnic', 'Wedding', 'Rehearsal Dinner', 'Shower', 'Other']);
  });

  it('maps the ?type= values to options', () => {
    expect(CATERING_TYPE_PARAM).toEqual({ pickup: 'Pickup Catering', delivery: 'Delivery Catering', onsite: 'On-Site Catering' });
    expect(cateringOptionFromParam('onsite')).toBe('On-Site Catering');
    expect(cateringOptionFromParam(' Delivery ')).toBe('Delivery Catering');
    expect(cateringOptionFromParam('toString')).toBeUndefined();
    expect(cateringOptionFromParam('banquet')).toBeUndefined();
    expect(cateringOptionFromParam(null)).toBeUndefined();
  });
});

describe('a valid request', () => {
  it('is accepted, trimmed, with guestSize as a number and blanks removed', () => {
    const r = parse({ firstName: '  Maria ', emailAddress: ' maria@example.com ' });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({
      cateringOption: 'Pickup Catering',
      kindersLocation: 'concord',
      eventDate: EVENT_DATE,
      eventType: 'Wedding',
      eventLocation: undefined,
      guestSize: 120,
      eventDetails: 'Tri-tip and ribs,\nplease.',
      companyName: undefined,
      firstName: 'Maria',
      lastName: 'Lopez',
      emailAddress: 'maria@example.com',
      phoneNumber: '(925) 555-0199',
      website: false,
    });
  });

  it('keeps the chosen menu, trimmed, and leaves a blank one out', () => {
    expect(parse({ cateringMenu: ' Wedding Special ' }).data?.cateringMenu).toBe('Wedding Special');
    expect(parse({ cateringMenu: '' }).data?.cateringMenu).toBeUndefined();
  });

  it('accepts only the required fields for delivery', () => {
    const r = cateringRequestSchema.safeParse({
      cateringOption: 'Delivery Catering', kindersLocation: 'brentwood', guestSize: 25, firstName: 'A', lastName: 'B', emailAddress: 'a@b.co', phoneNumber: '925-555-0100',
    });
    expect(r.success).toBe(true);
  });

  it('accepts null for optional fields', () => {
    expect(parse({ eventDate: null, eventType: null, eventDetails: null, companyName: null, website: null }).success).toBe(true);
  });

  it('drops unknown fields', () => {
    const r = parse({ admin: true });
    expect(r.success && 'admin' in r.data).toBe(false);
  });
});

describe('required fields', () => {
  it.each([
    ['firstName', 'Please enter your first name.'],
    ['lastName', 'Please enter your last name.'],
    ['emailAddress', 'Please enter your email address.'],
    ['phoneNumber', 'Please enter your phone number.'],
    ['guestSize', 'Please enter the number of guests.'],
    ['cateringOption', 'Please choose a catering option.'],
  ])('%s missing, blank or whitespace: %s', (field, message) => {
    expect(problem(without(field), field)).toBe(message);
    expect(problem({ [field]: '' }, field)).toBe(message);
    expect(problem({ [field]: '   ' }, field)).toBe(message);
  });

  it('reports every problem at once, including the conditional ones', () => {
    const r = cateringRequestSchema.safeParse({ cateringOption: 'Pickup Catering' });
    expect(r.success).toBe(false);
    expect(Object.keys(describeIssues(r.error!).fields).sort()).toEqual(
      ['emailAddress', 'firstName', 'guestSize', 'kindersLocation', 'lastName', 'phoneNumber'].sort(),
    );
  });

  it('refuses a body that is not an object without throwing', () => {
    for (const body of [null, 'hello', 42, [valid]]) expect(cateringRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('cateringOption', () => {
  it('must be one of the three options, exactly', () => {
    expect(problem({ cateringOption: 'pickup' }, 'cateringOption')).toBe('Please choose a catering option.');
    expect(problem({ cateringOption: 'Pickup catering' }, 'cateringOption')).toBeDefined();
    for (const option of CATERING_OPTIONS) expect(problem({ cateringOption: option, eventLocation: 'Hall' }, 'cateringOption')).toBeUndefined();
  });
});

describe('kindersLocation', () => {
  it.each(['Pickup Catering', 'Delivery Catering'])('is required for %s', (option) => {
    expect(problem({ cateringOption: option, kindersLocation: undefined }, 'kindersLocation')).toBe('Please choose the location for your pickup or delivery.');
    expect(problem({ cateringOption: option, kindersLocation: '' }, 'kindersLocation')).toBe('Please choose the location for your pickup or delivery.');
    expect(problem({ cateringOption: option, kindersLocation: 'martinez' }, 'kindersLocation')).toBeUndefined();
  });

  it('is optional for On-Site Catering, but must be a real shop when given', () => {
    const onsite = { cateringOption: 'On-Site Catering', eventLocation: 'Todos Santos Plaza, Concord' };
    expect(parse({ ...onsite, kindersLocation: undefined }).success).toBe(true);
    expect(parse({ ...onsite, kindersLocation: 'walnut-creek-ygnacio' }).success).toBe(true);
    expect(problem({ ...onsite, kindersLocation: 'not a shop!' }, 'kindersLocation')).toBe('Please choose one of our locations.');
  });

  it('accepts every shop slug, and refuses what cannot be a slug (the server checks the shop exists)', () => {
    const slugs = testContent().rows.locations.map((l) => l.slug);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(parse({ kindersLocation: slug }).success).toBe(true);
    expect(problem({ kindersLocation: 'Walnut Creek' }, 'kindersLocation')).toBe('Please choose one of our locations.');
    expect(problem({ kindersLocation: 'x'.repeat(101) }, 'kindersLocation')).toBe('Please choose one of our locations.');
    expect(problem({ kindersLocation: 7 }, 'kindersLocation')).toBe('Please choose a location.');
  });
});

describe('eventLocation', () => {
  it('is required only for On-Site Catering', () => {
    expect(problem({ cateringOption: 'On-Site Catering', eventLocation: '' }, 'eventLocation')).toBe('Please enter where your event will take place.');
    expect(problem({ cateringOption: 'On-Site Catering', eventLocation: '  ' }, 'eventLocation')).toBe('Please enter where your event will take place.');
    expect(problem({ cateringOption: 'On-Site Catering', eventLocation: 'Heather Farm Park' }, 'eventLocation')).toBeUndefined();
    expect(problem({ cateringOption: 'Delivery Catering', eventLocation: '' }, 'eventLocation')).toBeUndefined();
  });

  it('is kept for delivery (the address) and bounded at 300 characters on one line', () => {
    const r = parse({ cateringOption: 'Delivery Catering', eventLocation: '100 Main St, Martinez' });
    expect(r.success && r.data.eventLocation).toBe('100 Main St, Martinez');
    expect(problem({ eventLocation: 'x'.repeat(300) }, 'eventLocation')).toBeUndefined();
    expect(problem({ eventLocation: 'x'.repeat(301) }, 'eventLocation')).toBe('Event location must be at most 300 characters.');
    expect(problem({ eventLocation: '1 Main St\n2nd floor' }, 'eventLocation')).toBe('Event location must be a single line.');
  });
});

describe('guestSize', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [10000, 10000],
    [' 250 ', 250],
  ])('accepts %p as %p', (input, expected) => {
    const r = parse({ guestSize: input });
    expect(r.success && r.data.guestSize).toBe(expected);
  });

  // However many digits: a number too long to read exactly, or even to hold, is still whole.
  it.each([0, '0', 10001, '10001', -5, '-5', '-0', '99999999', '99999999999', '-99999999999', '9'.repeat(400), `-${'9'.repeat(400)}`])('refuses %p as out of range', (input) => {
    expect(problem({ guestSize: input }, 'guestSize')).toBe('Guest size must be between 1 and 10000.');
  });

  it.each([2.5, '2.5', 'abc', '1e3', '0x10', '12 people', '-2.5', '--5', '+5'])('refuses %p as not a whole number', (input) => {
    expect(problem({ guestSize: input }, 'guestSize')).toBe('Guest size must be a whole number.');
  });

  it.each([1, '1', ' 250 ', '080', 10000, '10001', '0', '-5', '1e3', '12.0', '2.5', '', 'abc'])(
    "reads %p as the form's estimate does: accepted here exactly when readGuestCount gives a guest count",
    (input) => {
      expect(isGuestCount(readGuestCount(input))).toBe(parse({ guestSize: input }).success);
    },
  );

  it('treats NaN (an empty number input read with valueAsNumber) and other types as missing', () => {
    expect(problem({ guestSize: Number.NaN }, 'guestSize')).toBe('Please enter the number of guests.');
    expect(problem({ guestSize: true }, 'guestSize')).toBe('Please enter the number of guests.');
    expect(problem({ guestSize: null }, 'guestSize')).toBe('Please enter the number of guests.');
  });
});

describe('emailAddress', () => {
  it.each(['maria@example.com', 'maria.lopez+bbq@mail.example.co.uk'])('accepts %s', (email) => {
    expect(problem({ emailAddress: email }, 'emailAddress')).toBeUndefined();
  });

  it.each(['maria', 'maria@', 'maria@example', '@example.com', 'maria lopez@example.com', 'maria@example.com\nBcc: x@y.z'])('refuses %p', (email) => {
    expect(problem({ emailAddress: email }, 'emailAddress')).toBe('Please enter a valid email address.');
  });

  it('is at most 254 characters', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(problem({ emailAddress: at254 }, 'emailAddress')).toBeUndefined();
    expect(problem({ emailAddress: `x${at254}` }, 'emailAddress')).toBe('Email address must be at most 254 characters.');
  });
});

describe('phoneNumber', () => {
  it.each(['925-555-0199', '(925) 555-0199', '+1 925 555 0199', '925.555.0199', '9255550199 x12', '925-555-0199 ext. 3', '+1 (925) 555-0199', '+44 (0)20 7946 0958', '(0 30) 1234567', '( 925 ) 555-0199'])('accepts %s', (phone) => {
    expect(problem({ phoneNumber: phone }, 'phoneNumber')).toBeUndefined();
  });

  it.each(['555-01', 'call me', '925-555-0199; DROP', '1234567890123456', '((((1234567))))', '(925 555-0199', '925) 555-(0199)', '() 925 555 0199'])('refuses %p', (phone) => {
    expect(problem({ phoneNumber: phone }, 'phoneNumber')).toBe('Please enter a valid phone number.');
  });

  it('is at most 30 characters and one line', () => {
    expect(problem({ phoneNumber: `925 555 0199${' '.repeat(18)}1` }, 'phoneNumber')).toBe('Phone number must be at most 30 characters.');
    expect(problem({ phoneNumber: '925\n5550199' }, 'phoneNumber')).toBe('Phone number must be a single line.');
  });
});

describe('names and single-line fields', () => {
  it.each(['firstName', 'lastName', 'companyName'])('%s refuses CR and LF', (field) => {
    expect(problem({ [field]: 'Maria\r\nBcc: spam@example.com' }, field)).toMatch(/must be a single line\.$/);
    expect(problem({ [field]: 'Maria\rLopez' }, field)).toMatch(/must be a single line\.$/);
    expect(problem({ [field]: 'Maria\u2028Lopez' }, field)).toMatch(/must be a single line\.$/);
  });

  it('a trailing newline is trimmed away, not refused', () => {
    const r = parse({ firstName: 'Maria\n' });
    expect(r.success && r.data.firstName).toBe('Maria');
  });

  it.each([
    ['firstName', 100, 'First name must be at most 100 characters.'],
    ['lastName', 100, 'Last name must be at most 100 characters.'],
    ['companyName', 150, 'Company name must be at most 150 characters.'],
    ['eventDetails', 5000, 'Event details must be at most 5000 characters.'],
    ['cateringMenu', 200, 'Menu must be at most 200 characters.'],
  ])('%s is at most %i characters', (field, max, message) => {
    expect(problem({ [field]: 'x'.repeat(max) }, field)).toBeUndefined();
    expect(problem({ [field]: 'x'.repeat(max + 1) }, field)).toBe(message);
  });

  it('refuses control characters everywhere, even in multi-line text', () => {
    expect(problem({ firstName: 'Ma\u0000ria' }, 'firstName')).toBe('First name contains characters that are not allowed.');
    expect(problem({ eventDetails: 'ribs\u0000' }, 'eventDetails')).toBe('Event details contains characters that are not allowed.');
    expect(problem({ eventDetails: 'ribs\ttri-tip\r\nbeans' }, 'eventDetails')).toBeUndefined();
  });

  it('refuses non-strings', () => {
    expect(problem({ firstName: 42 }, 'firstName')).toBe('Please enter your first name.');
    expect(problem({ companyName: ['Acme'] }, 'companyName')).toBe('Company name must be text.');
  });
});

describe('eventType', () => {
  it('is optional and one of the seven types', () => {
    for (const type of EVENT_TYPES) expect(problem({ eventType: type }, 'eventType')).toBeUndefined();
    expect(parse({ eventType: '' }).success).toBe(true);
    expect(problem({ eventType: 'Bar Mitzvah' }, 'eventType')).toBe('Please choose one of the listed event types.');
    expect(problem({ eventType: 'wedding' }, 'eventType')).toBe('Please choose one of the listed event types.');
  });
});

describe('eventDate', () => {
  afterEach(() => jest.useRealTimers());

  it('must be a real YYYY-MM-DD date', () => {
    for (const bad of ['06/14/2031', '2031-6-14', '2031-02-30', '2031-13-01', 'soon', '2031-06-14T10:00']) {
      expect(problem({ eventDate: bad }, 'eventDate')).toBe('Please enter the event date as YYYY-MM-DD.');
    }
    // A leap year one to four years ahead: always in the future and within the five years a
    // date may be ahead (five years on would be too far until March, in the years before one).
    const leapYear = [YEAR - 1, YEAR, YEAR + 1, YEAR + 2].find((y) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))!;
    expect(problem({ eventDate: `${leapYear}-02-29` }, 'eventDate')).toBeUndefined();
    expect(problem({ eventDate: `${leapYear + 1}-02-29` }, 'eventDate')).toBe('Please enter the event date as YYYY-MM-DD.');
  });

  it('reads a year before 100 as itself: a year typed with two digits is in the past, not malformed', () => {
    expect(problem({ eventDate: '0026-12-30' }, 'eventDate')).toBe('The event date cannot be in the past.');
    expect(problem({ eventDate: '0001-01-01' }, 'eventDate')).toBe('The event date cannot be in the past.');
  });

  it('cannot be in the past in California, whatever the time zone of the visitor or server', () => {
    // 2026-11-21 06:30 UTC is still Friday 2026-11-20 in California.
    jest.useFakeTimers({ now: new Date('2026-11-21T06:30:00Z') });
    expect(problem({ eventDate: '2026-11-20' }, 'eventDate')).toBeUndefined();
    expect(problem({ eventDate: '2026-11-19' }, 'eventDate')).toBe('The event date cannot be in the past.');
    jest.setSystemTime(new Date('2026-11-21T08:30:00Z')); // now Saturday in California
    expect(problem({ eventDate: '2026-11-20' }, 'eventDate')).toBe('The event date cannot be in the past.');
    expect(problem({ eventDate: '2026-11-21' }, 'eventDate')).toBeUndefined();
  });

  it('cannot be further ahead than a booking can be: a mistyped year is caught', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T20:00:00Z') });
    const tooFar = `Please check the event date: it is more than ${EVENT_DATE_YEARS_AHEAD} years away.`;
    const last = latestEventDate('2026-11-21');
    expect(last).toBe(`${2026 + EVENT_DATE_YEARS_AHEAD}-11-21`);
    expect(problem({ eventDate: last }, 'eventDate')).toBeUndefined();
    expect(problem({ eventDate: `${2026 + EVENT_DATE_YEARS_AHEAD}-11-22` }, 'eventDate')).toBe(tooFar);
    expect(problem({ eventDate: '9999-12-31' }, 'eventDate')).toBe(tooFar);
  });
});

describe('latestEventDate', () => {
  it('is the same day that many years on, and February 28 for a leap day', () => {
    expect(latestEventDate('2026-01-01')).toBe(`${2026 + EVENT_DATE_YEARS_AHEAD}-01-01`);
    const leap = 2028;
    const later = leap + EVENT_DATE_YEARS_AHEAD;
    const laterIsLeap = later % 4 === 0 && (later % 100 !== 0 || later % 400 === 0);
    expect(latestEventDate(`${leap}-02-29`)).toBe(`${later}-02-${laterIsLeap ? 29 : 28}`);
  });
});

describe('honeypot', () => {
  it('never fails validation and says whether it was filled', () => {
    expect(parse({ website: '' }).data?.website).toBe(false);
    expect(parse({ website: undefined }).data?.website).toBe(false);
    expect(parse({ website: 'http://spam.example' }).data?.website).toBe(true);
    expect(parse({ website: 'x'.repeat(20000) }).data?.website).toBe(true);
  });

  it('is filled only by text: false, 0, true, arrays and objects fill nothing (and are not refused)', () => {
    for (const website of [false, 0, true, 1, [], ['spam'], { any: 'thing' }, null]) {
      const r = parse({ website });
      expect(r.success).toBe(true);
      expect(r.data?.website).toBe(false);
    }
  });
});

describe('invisible and bidirectional characters', () => {
  it('are removed from single-line fields, so a name cannot reverse the e-mail subject', () => {
    const r = parse({ firstName: 'Ma\u202eria', lastName: '\u200bLopez\u2066\u2069', companyName: '\ufeffAcme\u200f', emailAddress: 'maria@example.com\u200b' });
    expect(r.data).toMatchObject({ firstName: 'Maria', lastName: 'Lopez', companyName: 'Acme', emailAddress: 'maria@example.com' });
  });

  it('leave nothing behind for a required field made only of them', () => {
    expect(problem({ lastName: '\u202e\u200b\u3164' }, 'lastName')).toBe('Please enter your last name.');
  });

  it('keep the joiners scripts need (ZWNJ in Persian names, ZWJ in emoji)', () => {
    expect(parse({ firstName: 'می\u200cخواهم', lastName: '👩\u200d🍳' }).data).toMatchObject({ firstName: 'می\u200cخواهم', lastName: '👩\u200d🍳' });
  });

  it('are kept in multi-line text, where right-to-left writers use the marks', () => {
    expect(parse({ eventDetails: 'שלום\u200f 120' }).data?.eventDetails).toBe('שלום\u200f 120');
  });

  it('C1 control characters are refused like C0 ones', () => {
    expect(problem({ companyName: 'Acme\u009b31m' }, 'companyName')).toBe('Company name contains characters that are not allowed.');
  });
});

describe('error details', () => {
  it('are "field: message", one per field', () => {
    const r = parse({ emailAddress: 'nope', firstName: '\n'.repeat(3) + 'x'.repeat(200) + '\n' + 'y' });
    expect(describeIssues(r.error!).details).toEqual([
      'firstName: First name must be at most 100 characters.',
      'emailAddress: Please enter a valid email address.',
    ]);
  });
});
