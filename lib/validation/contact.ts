/**
 * The contact message: one schema for the form (react-hook-form +
 * zodResolver), the POST /api/contact handler and the tests.
 */
import { z } from 'zod';
import {
  LIMITS,
  honeypot,
  isGiven,
  optionalEventDate,
  optionalLocation,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredText,
  whenObject,
  type Today,
} from './fields';
import { MESSAGE_TYPES, contactHiddenDetails, contactNeedsLocation, withoutFields } from './choices';

export {
  MESSAGE_TYPES,
  MESSAGE_TYPE_LABELS,
  contactNeedsLocation,
  showsEventDate,
  showsOrderNumber,
  type MessageType,
} from './choices';

/** The contact fields, the event date checked against `today` (the server's clock unless given). */
const contactFieldsFor = (today?: Today) =>
  z
    .object({
      messageType: z.enum(MESSAGE_TYPES, { error: 'Please choose what your message is about.' }),
      fullName: requiredText({ required: 'Please enter your name.', label: 'Name', max: LIMITS.name }),
      email: requiredEmail('Please enter your email address.'),
      phone: optionalPhone(),
      message: requiredText({ required: 'Please enter your message.', label: 'Message', max: LIMITS.longText, multiline: true }),
      orderNumber: optionalText({ label: 'Order number', max: LIMITS.orderNumber }),
      eventDate: optionalEventDate(today),
      kindersLocation: optionalLocation(),
      // Consent is never assumed: a request without the field has not asked for the newsletter (the
      // form itself starts with the box ticked and always sends it).
      newsletterConsent: z.boolean({ error: 'Newsletter consent must be true or false.' }).default(false),
      website: honeypot(),
    })
    .refine((m) => !contactNeedsLocation(m.messageType) || isGiven(m.kindersLocation), {
      path: ['kindersLocation'],
      message: 'Please choose the location your message is about.',
      when: whenObject,
    });

export const contactFields = contactFieldsFor();

export type ContactMessageInput = z.input<typeof contactFields>;

/**
 * A form keeps the values of fields it has hidden (see shownContactFields): an
 * order number typed before switching the type to "question" must neither be stored nor be able
 * to block the submission with an error on a field the visitor cannot see. So the hidden fields
 * are dropped before validation.
 */
function dropHiddenFields(input: ContactMessageInput): ContactMessageInput {
  return withoutFields(input, contactHiddenDetails((input as { messageType?: unknown } | null)?.messageType));
}

/** The contact message's schema with the event date checked against `today` (see optionalEventDate). */
export const contactMessageSchemaFor = (today?: Today) => z.preprocess(dropHiddenFields, contactFieldsFor(today));

export const contactMessageSchema = contactMessageSchemaFor();

export type ContactMessage = z.output<typeof contactMessageSchema>;
