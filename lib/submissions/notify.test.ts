import { business } from '@/lib/content/copy/business';
import type { CateringRequest } from '@/lib/validation/catering';
import type { ContactMessage } from '@/lib/validation/contact';
import { cateringNotification, contactNotification, parseAddressList, type Shop } from './notify';

const concord: Shop = { slug: 'concord', name: 'Concord', phoneNumber: '(925) 555-0102', cateringEmail: 'catering+concord@example.com' };
const receivedAt = new Date('2026-11-20T18:05:00Z'); // Friday 10:05 AM in California

const pickup: CateringRequest = {
  cateringOption: 'Pickup Catering',
  kindersLocation: 'concord',
  eventDate: '2026-12-12',
  eventType: 'Banquet',
  eventLocation: undefined,
  guestSize: 80,
  eventDetails: 'Two meats,\nno onions.',
  cateringMenu: 'Choose 2 Meats',
  companyName: undefined,
  firstName: 'Maria',
  lastName: 'Lopez',
  emailAddress: 'maria@example.com',
  phoneNumber: '(925) 555-0199',
  website: false,
};

const compliment: ContactMessage = {
  messageType: 'compliment',
  fullName: 'Sam Okafor',
  email: 'sam@example.com',
  message: 'Great ribs.',
  kindersLocation: 'concord',
  newsletterConsent: true,
  website: false,
};

describe('parseAddressList', () => {
  it('splits NOTIFY_TO on commas and drops blanks', () => {
    expect(parseAddressList(' a@example.com, ,b@example.com ')).toEqual(['a@example.com', 'b@example.com']);
    expect(parseAddressList(undefined)).toEqual([]);
  });
});

describe('a pickup or delivery asked for on a day its shop is closed', () => {
  // This test's own shop: open every day but Sunday, and closed for one holiday.
  const open = { open: '08:30', close: '21:00', closed: false };
  const hours = { monday: open, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: open, sunday: { open: '00:00', close: '00:00', closed: true } };
  const shop: Shop = { ...concord, hours, hoursOverrides: [{ date: '2026-12-25', label: 'Christmas Day', closed: true }, { date: '2026-12-24', label: 'Christmas Eve', closed: false, open: '08:30', close: '15:00' }] };

  it('is flagged first, in the subject and the body, with the holiday named', () => {
    const n = cateringNotification('cr_1', { ...pickup, eventDate: '2026-12-25' }, shop, { receivedAt });
    expect(n.subject).toBe('[CLOSED DAY] Catering quote request: Fri Dec 25, 80 guests, Pickup Catering, Maria Lopez, Concord');
    expect(n.body.split('\n')[0]).toBe('CLOSED DAY: Concord is closed on Friday, December 25, 2026 (Christmas Day). Call the customer to agree another day or shop.');
    const delivery = cateringNotification('cr_1', { ...pickup, cateringOption: 'Delivery Catering', eventDate: '2026-12-25' }, shop, { receivedAt });
    expect(delivery.subject.startsWith('[CLOSED DAY] ')).toBe(true);
  });

  it('is flagged on a weekly day off too, beside a short notice', () => {
    const n = cateringNotification('cr_1', { ...pickup, eventDate: '2026-11-29' }, shop, { receivedAt });
    expect(n.subject.startsWith('[CLOSED DAY] Catering quote request: Sun Nov 29')).toBe(true);
    expect(n.body.split('\n')[0]).toBe('CLOSED DAY: Concord is closed on Sunday, November 29, 2026. Call the customer to agree another day or shop.');
    // Asked for on the Saturday before: both flags, the closed day first.
    const tomorrow = cateringNotification('cr_1', { ...pickup, eventDate: '2026-11-22' }, shop, { receivedAt: new Date('2026-11-21T18:05:00Z') });
    expect(tomorrow.subject.startsWith('[CLOSED DAY] [SHORT NOTICE] ')).toBe(true);
    expect(tomorrow.body.split('\n').filter((l) => /^[A-Z ]+:/.test(l))).toEqual([expect.stringMatching(/^CLOSED DAY: /), expect.stringMatching(/^SHORT NOTICE: /)]);
  });

  it('says nothing on a day the shop opens, even for short hours, nor for an on-site event', () => {
    for (const eventDate of ['2026-12-24', '2026-12-12']) {
      const n = cateringNotification('cr_1', { ...pickup, eventDate }, shop, { receivedAt });
      expect(n.subject).not.toContain('CLOSED DAY');
      expect(n.body).not.toContain('CLOSED DAY');
    }
    const onsite = cateringNotification('cr_1', { ...pickup, cateringOption: 'On-Site Catering', eventLocation: 'Heather Farms Park', eventDate: '2026-12-25' }, shop, { receivedAt });
    expect(onsite.subject).not.toContain('CLOSED DAY');
  });
});

describe('catering notification', () => {
  it('goes to the shop and the business catering inbox by default, replying to the customer', () => {
    const n = cateringNotification('cr_1', pickup, concord, { receivedAt });
    expect(n.recipients).toEqual(['catering+concord@example.com', business.cateringEmail]);
    expect(n.replyTo).toBe('maria@example.com');
    expect(n.subject).toBe('Catering quote request: Sat Dec 12, 80 guests, Pickup Catering, Maria Lopez, Concord');
  });

  it('goes to NOTIFY_TO instead of the business inbox, without duplicates', () => {
    const n = cateringNotification('cr_1', pickup, concord, { receivedAt, notifyTo: 'office@example.com, CATERING+concord@example.com' });
    expect(n.recipients).toEqual(['catering+concord@example.com', 'office@example.com']);
  });

  it('lists every field in the body, marking the ones not given', () => {
    const { body } = cateringNotification('cr_1', pickup, concord, { receivedAt });
    for (const line of [
      'Reference: cr_1',
      'Received: Friday, November 20, 2026 at 10:05 AM Pacific time',
      'Catering option: Pickup Catering',
      'Location: Concord ((925) 555-0102)',
      'Event date: Saturday, December 12, 2026 (in 22 days)',
      'Event type: Banquet',
      'Event location: (not given)',
      'Guest size: 80',
      'Menu: Choose 2 Meats',
      'Company: (not given)',
      'Name: Maria Lopez',
      'Email: maria@example.com',
      'Phone: (925) 555-0199',
      'Two meats,\nno onions.',
    ]) {
      expect(body).toContain(line);
    }
  });

  it('marks the menu as not given when the planner chose none', () => {
    const { body } = cateringNotification('cr_1', { ...pickup, cateringMenu: undefined }, concord, { receivedAt });
    expect(body).toContain('Menu: (not given)');
  });

  it('on-site without a shop goes to the office only and names the venue in the subject', () => {
    const onsite: CateringRequest = { ...pickup, cateringOption: 'On-Site Catering', kindersLocation: undefined, eventLocation: 'Heather Farm Park' };
    const n = cateringNotification('cr_2', onsite, null, { receivedAt });
    expect(n.recipients).toEqual([business.cateringEmail]);
    expect(n.subject).toBe('Catering quote request: Sat Dec 12, 80 guests, On-Site Catering, Maria Lopez, Heather Farm Park');
    expect(n.body).toContain('Location: (not given)');
  });

  it('flags a request sooner than its lead time first, in the subject and the body, counted from the day it came in', () => {
    const lead = { pickupDeliveryHours: 48, onsiteDays: 14 };
    // Received Friday, November 20: Saturday is tomorrow, Sunday the second day.
    const tomorrow = cateringNotification('cr_4', { ...pickup, eventDate: '2026-11-21' }, concord, { receivedAt, leadTime: lead });
    expect(tomorrow.subject).toBe('[SHORT NOTICE] Catering quote request: Sat Nov 21, 80 guests, Pickup Catering, Maria Lopez, Concord');
    expect(tomorrow.body.split('\n')[0]).toBe('SHORT NOTICE: the event is tomorrow, sooner than the 48 hours we ask for pickup and delivery.');
    expect(tomorrow.body).toContain('Event date: Saturday, November 21, 2026 (tomorrow)');
    const inTime = cateringNotification('cr_5', { ...pickup, eventDate: '2026-11-22' }, concord, { receivedAt, leadTime: lead });
    expect(inTime.subject).not.toContain('SHORT NOTICE');
    expect(inTime.body).not.toContain('SHORT NOTICE');

    const onsite: CateringRequest = { ...pickup, cateringOption: 'On-Site Catering', kindersLocation: undefined, eventLocation: 'Heather Farm Park', eventDate: '2026-11-29' };
    const nineDays = cateringNotification('cr_6', onsite, null, { receivedAt, leadTime: lead });
    expect(nineDays.subject.startsWith('[SHORT NOTICE] ')).toBe(true);
    expect(nineDays.body.split('\n')[0]).toBe('SHORT NOTICE: the event is in 9 days, sooner than the 14 days we ask for on-site catering.');
    expect(cateringNotification('cr_7', { ...onsite, eventDate: '2026-12-04' }, null, { receivedAt, leadTime: lead }).subject).not.toContain('SHORT NOTICE');
  });

  it('puts the date as it came when there is none to read, and leaves it out of the subject', () => {
    const n = cateringNotification('cr_8', { ...pickup, eventDate: undefined }, concord, { receivedAt });
    expect(n.subject).toBe('Catering quote request: 80 guests, Pickup Catering, Maria Lopez, Concord');
    expect(n.body).toContain('Event date: (not given)');
  });

  it('keeps the subject short', () => {
    const long: CateringRequest = { ...pickup, cateringOption: 'On-Site Catering', eventLocation: 'x'.repeat(300) };
    expect(cateringNotification('cr_3', long, null, { receivedAt }).subject.length).toBeLessThanOrEqual(150);
  });

  it('cuts a long subject between whole characters, never through an emoji, a flag or joined emoji', () => {
    // The cut falls inside the run; the offsets put it at each place within one character.
    for (const emoji of ['🔥', '🇺🇸', '👩‍👩‍👧']) {
      for (const offset of [0, 1, 2, 3, 4]) {
        const venue = 'x'.repeat(offset) + emoji.repeat(100);
        const { subject } = cateringNotification('cr_3', { ...pickup, cateringOption: 'On-Site Catering', eventLocation: venue }, null, { receivedAt });
        expect(subject.isWellFormed()).toBe(true);
        expect(subject.endsWith(`${emoji}…`)).toBe(true);
      }
    }
  });
});

describe('contact notification', () => {
  it('goes to the business inbox and the shop it is about', () => {
    const n = contactNotification('cm_1', compliment, concord, { receivedAt });
    expect(n.recipients).toEqual([business.email, 'catering+concord@example.com']);
    expect(n.replyTo).toBe('sam@example.com');
    expect(n.subject).toBe('Website message (Compliment, Concord) from Sam Okafor');
    expect(n.body).toContain('About: Compliment');
    expect(n.body).toContain('Newsletter: yes, wants the newsletter');
    expect(n.body).toContain('Great ribs.');
    expect(n.body).not.toContain('Order number');
    expect(n.body).not.toContain('Event date');
  });

  it('never carries an encoded word from the visitor into the subject, which a mail client would decode', () => {
    const sneaky = { ...compliment, fullName: 'Bob =?utf-8?B?4oCuZ25pcmVkcm8gZXRlbGVk?=' };
    const { subject } = contactNotification('cm_4', sneaky, null, { receivedAt });
    expect(subject).not.toContain('=?');
    expect(subject).toBe('Website message (Compliment) from Bob = ?utf-8?B?4oCuZ25pcmVkcm8gZXRlbGVk?=');
    const catering = cateringNotification('cr_4', { ...pickup, eventType: 'Banquet', firstName: '=?utf-8?Q?x?=' }, concord, { receivedAt });
    expect(catering.subject).not.toContain('=?');
  });

  it('goes to NOTIFY_TO when set; a question without a shop goes there only', () => {
    const question: ContactMessage = { ...compliment, messageType: 'question', kindersLocation: undefined, newsletterConsent: false };
    const n = contactNotification('cm_2', question, null, { receivedAt, notifyTo: 'office@example.com' });
    expect(n.recipients).toEqual(['office@example.com']);
    expect(n.subject).toBe('Website message (Question) from Sam Okafor');
    expect(n.body).toContain('Newsletter: no');
  });

  it('shows the order number for order problems and the event date for events', () => {
    const order = contactNotification('cm_3', { ...compliment, messageType: 'order-problem', orderNumber: 'A-1042' }, concord, { receivedAt });
    expect(order.body).toContain('Order number: A-1042');
    const event = contactNotification('cm_4', { ...compliment, messageType: 'community-event', eventDate: undefined }, concord, { receivedAt });
    expect(event.body).toContain('Event date: (not given)');
    const dated = contactNotification('cm_5', { ...compliment, messageType: 'community-event', eventDate: '2027-01-09' }, concord, { receivedAt });
    expect(dated.body).toContain('Event date: Saturday, January 9, 2027');
  });
});
