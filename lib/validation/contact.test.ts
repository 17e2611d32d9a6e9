import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGE_TYPES,
  MESSAGE_TYPE_LABELS,
  contactMessageSchema,
  contactNeedsLocation,
  type ContactMessage,
  type ContactMessageInput,
} from './contact';
import { describeIssues } from './fields';

// The form's types work with react-hook-form's zodResolver (checked by `npm run typecheck`).
export const resolver: Resolver<ContactMessageInput, unknown, ContactMessage> = zodResolver(contactMessageSchema);

const valid = {
  messageType: 'compliment',
  fullName: 'Sam Okafor',
  email: 'sam@example.com',
  phone: '',
  message: 'The ball-tip sandwich was perfect.\nThank you!',
  orderNumber: '',
  eventDate: '',
  kindersLocation: 'hercules',
  website: '',
};

const parse = (overrides: Record<string, unknown> = {}) => contactMessageSchema.safeParse({ ...valid, ...overrides });
function problem(overrides: Record<string, unknown>, field: string): string | undefined {
  const r = parse(overrides);
  return r.success ? undefined : describeIssues(r.error).fields[field];
}

describe('constants', () => {
  it('lists the seven message types, each with a label', () => {
    expect(MESSAGE_TYPES).toEqual(['order-problem', 'catering-inquiry', 'community-event', 'question', 'compliment', 'feedback', 'other']);
    expect(Object.keys(MESSAGE_TYPE_LABELS).sort()).toEqual([...MESSAGE_TYPES].sort());
  });
});

describe('a valid message', () => {
  it('is accepted, trimmed, with blanks removed and a missing newsletterConsent read as false', () => {
    const r = parse({ fullName: ' Sam Okafor ' });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({
      messageType: 'compliment',
      fullName: 'Sam Okafor',
      email: 'sam@example.com',
      phone: undefined,
      message: 'The ball-tip sandwich was perfect.\nThank you!',
      kindersLocation: 'hercules',
      newsletterConsent: false,
      website: false,
    });
  });

  it('keeps newsletterConsent false when unticked and refuses non-booleans', () => {
    expect(parse({ newsletterConsent: false }).data?.newsletterConsent).toBe(false);
    expect(parse({ newsletterConsent: true }).data?.newsletterConsent).toBe(true);
    expect(problem({ newsletterConsent: 'yes' }, 'newsletterConsent')).toBe('Newsletter consent must be true or false.');
  });
});

describe('required fields', () => {
  it.each([
    ['messageType', 'Please choose what your message is about.'],
    ['fullName', 'Please enter your name.'],
    ['email', 'Please enter your email address.'],
    ['message', 'Please enter your message.'],
  ])('%s missing or blank: %s', (field, message) => {
    expect(problem({ [field]: undefined }, field)).toBe(message);
    expect(problem({ [field]: '' }, field)).toBe(message);
    expect(problem({ [field]: ' \n ' }, field)).toBe(message);
  });

  it('messageType must be one of the seven', () => {
    expect(problem({ messageType: 'complaint' }, 'messageType')).toBe('Please choose what your message is about.');
    for (const type of MESSAGE_TYPES) expect(problem({ messageType: type }, 'messageType')).toBeUndefined();
  });

  it('reports all problems at once, the location included', () => {
    const r = contactMessageSchema.safeParse({ messageType: 'feedback' });
    expect(Object.keys(describeIssues(r.error!).fields).sort()).toEqual(['email', 'fullName', 'kindersLocation', 'message']);
  });

  it('refuses a body that is not an object', () => {
    expect(contactMessageSchema.safeParse('hello').success).toBe(false);
    expect(contactMessageSchema.safeParse(null).success).toBe(false);
    expect(contactMessageSchema.safeParse([valid]).success).toBe(false);
  });
});

describe('kindersLocation', () => {
  it.each(['order-problem', 'catering-inquiry', 'community-event', 'compliment', 'feedback'])('is required for %s', (type) => {
    expect(contactNeedsLocation(type)).toBe(true);
    expect(problem({ messageType: type, kindersLocation: '' }, 'kindersLocation')).toBe('Please choose the location your message is about.');
    expect(problem({ messageType: type, kindersLocation: undefined }, 'kindersLocation')).toBe('Please choose the location your message is about.');
    expect(problem({ messageType: type, kindersLocation: 'pleasant-hill' }, 'kindersLocation')).toBeUndefined();
  });

  it.each(['question', 'other'])('is optional for %s', (type) => {
    expect(contactNeedsLocation(type)).toBe(false);
    expect(parse({ messageType: type, kindersLocation: '' }).success).toBe(true);
    expect(parse({ messageType: type, kindersLocation: 'concord' }).data?.kindersLocation).toBe('concord');
  });

  it('is not required while no type is chosen (only the type is reported)', () => {
    expect(contactNeedsLocation('')).toBe(false);
    expect(problem({ messageType: '', kindersLocation: '' }, 'kindersLocation')).toBeUndefined();
  });

  it("must be shaped like a shop's slug (the server checks that the shop exists)", () => {
    expect(problem({ kindersLocation: 'Oakland Hills' }, 'kindersLocation')).toBe('Please choose one of our locations.');
  });
});

describe('orderNumber (order problems only)', () => {
  it('is kept for order-problem, optional, one line, at most 50 characters', () => {
    const order = { messageType: 'order-problem' };
    expect(parse({ ...order, orderNumber: ' A-1042 ' }).data?.orderNumber).toBe('A-1042');
    expect(parse({ ...order, orderNumber: '' }).data?.orderNumber).toBeUndefined();
    expect(problem({ ...order, orderNumber: 'x'.repeat(50) }, 'orderNumber')).toBeUndefined();
    expect(problem({ ...order, orderNumber: 'x'.repeat(51) }, 'orderNumber')).toBe('Order number must be at most 50 characters.');
    expect(problem({ ...order, orderNumber: 'A-1\nA-2' }, 'orderNumber')).toBe('Order number must be a single line.');
  });

  it('is dropped, not validated, for other types (the form hides it)', () => {
    const r = parse({ messageType: 'question', orderNumber: 'x'.repeat(500) });
    expect(r.success).toBe(true);
    expect(r.data).not.toHaveProperty('orderNumber');
  });
});

describe('eventDate (catering inquiries and community events only)', () => {
  afterEach(() => jest.useRealTimers());

  it.each(['catering-inquiry', 'community-event'])('is optional and validated for %s', (type) => {
    jest.useFakeTimers({ now: new Date('2026-11-20T18:00:00Z') });
    expect(parse({ messageType: type, eventDate: '' }).success).toBe(true);
    expect(parse({ messageType: type, eventDate: '2026-12-05' }).data?.eventDate).toBe('2026-12-05');
    expect(problem({ messageType: type, eventDate: '12/05/2026' }, 'eventDate')).toBe('Please enter the event date as YYYY-MM-DD.');
    expect(problem({ messageType: type, eventDate: '2026-11-19' }, 'eventDate')).toBe('The event date cannot be in the past.');
  });

  it.each(['order-problem', 'question', 'compliment', 'feedback', 'other'])('is dropped for %s', (type) => {
    const r = parse({ messageType: type, eventDate: 'not a date', kindersLocation: 'concord' });
    expect(r.success).toBe(true);
    expect(r.data).not.toHaveProperty('eventDate');
  });
});

describe('bounds and line breaks', () => {
  it.each([
    ['fullName', 100, 'Name must be at most 100 characters.'],
    ['message', 5000, 'Message must be at most 5000 characters.'],
  ])('%s is at most %i characters', (field, max, message) => {
    expect(problem({ [field]: 'x'.repeat(max) }, field)).toBeUndefined();
    expect(problem({ [field]: 'x'.repeat(max + 1) }, field)).toBe(message);
  });

  it('fullName is one line; message may have many', () => {
    expect(problem({ fullName: 'Sam\r\nOkafor' }, 'fullName')).toBe('Name must be a single line.');
    expect(problem({ message: 'line one\r\nline two\n\nline four' }, 'message')).toBeUndefined();
  });

  it('refuses NUL, which PostgreSQL cannot store', () => {
    expect(problem({ message: 'hello\u0000' }, 'message')).toBe('Message contains characters that are not allowed.');
  });

  it('checks the email format and length', () => {
    expect(problem({ email: 'sam@example' }, 'email')).toBe('Please enter a valid email address.');
    expect(problem({ email: `${'s'.repeat(250)}@x.io` }, 'email')).toBe('Email address must be at most 254 characters.');
  });

  it('phone is optional but must look like a phone number when given', () => {
    expect(parse({ phone: '' }).data?.phone).toBeUndefined();
    expect(parse({ phone: null }).data?.phone).toBeUndefined();
    expect(parse({ phone: '510-555-0103' }).data?.phone).toBe('510-555-0103');
    expect(problem({ phone: 'n/a' }, 'phone')).toBe('Please enter a valid phone number.');
    expect(problem({ phone: '5'.repeat(31) }, 'phone')).toBe('Phone number must be at most 30 characters.');
  });
});

describe('honeypot', () => {
  it('never fails and says whether it was filled', () => {
    expect(parse({ website: '' }).data?.website).toBe(false);
    expect(parse({ website: '   ' }).data?.website).toBe(false);
    expect(parse({ website: 'https://cheap-pills.example' }).data?.website).toBe(true);
    expect(parse({ website: false }).data?.website).toBe(false);
    expect(parse({ website: { url: 'x' } }).data?.website).toBe(false);
  });
});

describe('invisible and bidirectional characters', () => {
  it('are removed from the name, the order number and the phone, not from the message', () => {
    const r = parse({ messageType: 'order-problem', fullName: 'Sam \u202eOkafor', orderNumber: 'A-10\u200b42', phone: '\u200e(925) 555-0142', message: 'Hi\u202e there' });
    expect(r.data).toMatchObject({ fullName: 'Sam Okafor', orderNumber: 'A-1042', phone: '(925) 555-0142', message: 'Hi\u202e there' });
  });
});

describe('required fields that draw nothing', () => {
  it('are blank: a message or a name of only zero-width, filler or Braille-blank characters is refused as missing', () => {
    for (const [field, value] of [
      ['message', '\u200b\u200b'],
      ['message', '\u3164'],
      ['message', ' \u2800\n\ufe0f '],
      ['fullName', '\u2800'],
      ['fullName', '\u200c\u034f'],
      ['fullName', '\u{e0041}\u{e0042}'],
      // Deprecated format controls, an accent with no letter under it, format controls of
      // musical notation, shorthand and hieroglyphs, and the object placeholder.
      ['fullName', '\u206a\u206b'],
      ['fullName', '\u0301'],
      ['fullName', '\u00a0\u0301'],
      ['fullName', '\u{1d173}'],
      ['fullName', '\u{1bca0}'],
      ['fullName', '\u{13430}'],
      ['fullName', '\ufffc'],
    ]) {
      expect(problem({ [field]: value }, field)).toBe(problem({ [field]: '' }, field));
    }
  });

  it('keep the joiners and the accents a real name or message needs', () => {
    expect(parse({ fullName: 'می\u200cخواهم', message: 'Thanks 👩\u200d🍳' }).data).toMatchObject({ fullName: 'می\u200cخواهم', message: 'Thanks 👩\u200d🍳' });
    // "José" written with a combining accent, as some keyboards send it.
    expect(parse({ fullName: 'Jose\u0301' }).data).toMatchObject({ fullName: 'Jose\u0301' });
  });
});

describe('text that is not well-formed Unicode', () => {
  it('is refused: half of a surrogate pair is not a character, in a name or a message', () => {
    expect(problem({ message: 'ab\ud800cd' }, 'message')).toBe('Message contains characters that are not allowed.');
    expect(problem({ message: 'ab\udc00' }, 'message')).toBe('Message contains characters that are not allowed.');
    expect(problem({ fullName: '\udfffSam' }, 'fullName')).toBe('Name contains characters that are not allowed.');
    expect(problem({ message: 'Whole pairs are fine 🍖' }, 'message')).toBeUndefined();
  });
});
