/**
 * The catering quote request (SPEC sections 3, 5 and 9): one schema for the form
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
} from './fields';

export const CATERING_OPTIONS = ['Delivery Catering', 'Pickup Catering', 'On-Site Catering'] as const;
export type CateringOption = (typeof CATERING_OPTIONS)[number];

/** The ?type= values of /catering/request-quote and the option each preselects. */
export const CATERING_TYPE_PARAM = {
  pickup: 'Pickup Catering',
  delivery: 'Delivery Catering',
  onsite: 'On-Site Catering',
} as const satisfies Record<string, CateringOption>;
export type CateringTypeParam = keyof typeof CATERING_TYPE_PARAM;

/** The option a ?type= value preselects, or undefined for a missing or unknown value. */
export function cateringOptionFromParam(type: string | null | undefined): CateringOption | undefined {
  const key = type?.trim().toLowerCase();
  return key && Object.hasOwn(CATERING_TYPE_PARAM, key) ? CATERING_TYPE_PARAM[key as CateringTypeParam] : undefined;
}

export const EVENT_TYPES = ['Luncheon', 'Banquet', 'Picnic', 'Wedding', 'Rehearsal Dinner', 'Shower', 'Other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Pickup and delivery orders come from a shop, so the shop must be chosen. */
export function needsLocation(option: unknown): boolean {
  return option === 'Pickup Catering' || option === 'Delivery Catering';
}
/** On-site catering happens at the customer's venue, so its address is needed. */
export function needsEventLocation(option: unknown): boolean {
  return option === 'On-Site Catering';
}

export const cateringRequestSchema = z
  .object({
    cateringOption: z.enum(CATERING_OPTIONS, { error: 'Please choose a catering option.' }),
    kindersLocation: optionalLocation(),
    eventDate: optionalEventDate(),
    eventType: optionalChoice(EVENT_TYPES, 'Please choose one of the listed event types.'),
    eventLocation: optionalText({ label: 'Event location', max: LIMITS.eventLocation }),
    guestSize: guestCount(),
    eventDetails: optionalText({ label: 'Event details', max: LIMITS.longText, multiline: true }),
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

/** What the form holds (strings from inputs are fine for guestSize). */
export type CateringRequestInput = z.input<typeof cateringRequestSchema>;
/** What the server stores after validation: trimmed, optional blanks removed, guestSize a number. */
export type CateringRequest = z.output<typeof cateringRequestSchema>;
