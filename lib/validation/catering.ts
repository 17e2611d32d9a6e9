/**
 * The catering quote request: one schema for the form
 * (react-hook-form + zodResolver), the POST /api/catering handler and the tests.
 */
import { z } from 'zod';
import {
  LIMITS,
  guestCount,
  honeypot,
  isGiven,
  optionalChoice,
  optionalEventDate,
  optionalLocation,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
  whenObject,
  type Today,
} from './fields';
import { CATERING_OPTIONS, EVENT_TYPES, needsEventLocation, needsLocation } from './choices';

export {
  CATERING_OPTIONS,
  CATERING_TYPE_PARAM,
  EVENT_TYPES,
  cateringOptionFromParam,
  needsEventLocation,
  needsLocation,
  type CateringOption,
  type CateringTypeParam,
  type EventType,
} from './choices';

/** The catering request's schema with the event date checked against `today` (see optionalEventDate). */
export const cateringRequestSchemaFor = (today?: Today) =>
  z
    .object({
      cateringOption: z.enum(CATERING_OPTIONS, { error: 'Please choose a catering option.' }),
      kindersLocation: optionalLocation(),
      eventDate: optionalEventDate(today),
      eventType: optionalChoice(EVENT_TYPES, 'Please choose one of the listed event types.'),
      eventLocation: optionalText({ label: 'Event location', max: LIMITS.eventLocation }),
      guestSize: guestCount(),
      eventDetails: optionalText({ label: 'Event details', max: LIMITS.longText, multiline: true }),
      /** The catering menu the planner asked about (its title), when they chose one. */
      cateringMenu: optionalText({ label: 'Menu', max: LIMITS.cateringMenu }),
      companyName: optionalText({ label: 'Company name', max: LIMITS.companyName }),
      firstName: requiredText({ required: 'Please enter your first name.', label: 'First name', max: LIMITS.name }),
      lastName: requiredText({ required: 'Please enter your last name.', label: 'Last name', max: LIMITS.name }),
      emailAddress: requiredEmail('Please enter your email address.'),
      phoneNumber: requiredPhone('Please enter your phone number.'),
      website: honeypot(),
    })
    .refine((r) => !needsLocation(r.cateringOption) || isGiven(r.kindersLocation), {
      path: ['kindersLocation'],
      message: 'Please choose the location for your pickup or delivery.',
      when: whenObject,
    })
    .refine((r) => !needsEventLocation(r.cateringOption) || isGiven(r.eventLocation), {
      path: ['eventLocation'],
      message: 'Please enter where your event will take place.',
      when: whenObject,
    });

export const cateringRequestSchema = cateringRequestSchemaFor();

/** What the form holds (strings from inputs are fine for guestSize). */
export type CateringRequestInput = z.input<typeof cateringRequestSchema>;
/** What the server stores after validation: trimmed, optional blanks removed, guestSize a number. */
export type CateringRequest = z.output<typeof cateringRequestSchema>;
