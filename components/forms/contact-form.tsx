'use client';

import { useForm, useWatch } from 'react-hook-form';
import type { ContactCopy } from '@/lib/content/schemas/copy';
import { fillTemplate } from '@/lib/content/template';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms/form-state';
import type { ShopChoice } from '@/lib/forms/shops';
import { LIMITS, MESSAGE_TYPES, MESSAGE_TYPE_LABELS, contactNeedsLocation, latestEventDate, showsEventDate, showsOrderNumber, type MessageType } from '@/lib/validation/choices';
import type { ContactMessageInput } from '@/lib/validation/contact';
import { Checkbox, SelectField, ShopSelect, TextArea, TextField } from './fields';
import { FormEnd, FormFrame, ProgressiveForm, RequiredNote, SentView } from './form-parts';
import type { CheckContext } from './resolvers';
import { FORM_OPTIONS, lazyResolver, useFormSubmit, useServerForm } from './use-form-submit';
import styles from './forms.module.css';

/** The sent heading and the button states read exactly so; they are not editable copy. */
export const CONTACT_TEXT = {
  sentHeading: 'Message Sent',
  submit: 'Send Message',
  sending: 'Sending...',
} as const;

const TYPE_CHOICES = MESSAGE_TYPES.map((value) => ({ value, label: MESSAGE_TYPE_LABELS[value] }));

/** The newsletter box starts ticked, and the form resets with it unticked after a message is sent. */
function emptyMessage(newsletterConsent: boolean): ContactMessageInput {
  return {
    messageType: '' as MessageType,
    fullName: '',
    email: '',
    phone: '',
    message: '',
    orderNumber: '',
    eventDate: '',
    kindersLocation: '',
    newsletterConsent,
    website: '',
  };
}

type Props = {
  /** The form's words from the page's copy (content/pages/contact.json), handed over by the page so they are not in the page's JavaScript. */
  copy: ContactCopy['form'];
  /** The promised reply time, filled into the copy's {hours}. */
  responseHours: number;
  locations: ShopChoice[];
  /** Today in the business's time zone (YYYY-MM-DD): the earliest event date. */
  today: string;
  /** The server action the form posts to without JavaScript (submitContactForm). */
  action?: FormAction;
  /** Its first state, with the page's Idempotency-Key for that post. */
  initialState?: FormState;
  /** This page's address, for "Send Another Message" without JavaScript. */
  pagePath?: string;
};

const FORM_ID = 'contact-form';

export function ContactForm({ copy, responseHours, locations, today, action, initialState = initialFormState(''), pagePath = '/contact' }: Props) {
  const server = useServerForm(action, initialState, pagePath, FORM_ID);
  const form = useForm<ContactMessageInput, unknown, ContactMessageInput>({
    // The API route's own zod schema, loaded on demand (resolvers.ts).
    resolver: lazyResolver('contact'),
    // The event date is checked against the day this page was drawn for, as its min and max are.
    context: { today } satisfies CheckContext,
    defaultValues: server.defaults(emptyMessage(true)),
    errors: server.fieldErrors(),
    // Fields hidden for the chosen type (order number, event date, shop) are neither checked nor sent.
    ...FORM_OPTIONS,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'messageType' });

  const submit = useFormSubmit('contact', form, () => form.reset(emptyMessage(false)), server);
  const message = (name: keyof ContactMessageInput) => errors[name]?.message;

  return (
    <FormFrame id={FORM_ID} heading={submit.sent ? CONTACT_TEXT.sentHeading : copy.heading} headingRef={submit.headingRef}>
      {submit.sent ? (
        <SentView reference={submit.reference} againLabel={copy.sent.again} againHref={pagePath} onAgain={submit.startOver}>
          <p className="lead">{fillTemplate(copy.sent.text, { hours: responseHours })}</p>
        </SentView>
      ) : (
        <ProgressiveForm className={styles.form} submit={submit} defaults={form.formState.defaultValues}>
          <p className="muted">{fillTemplate(copy.intro, { hours: responseHours })}</p>
          <RequiredNote />
          <SelectField
            label="What is your message about?"
            required
            registration={register('messageType')}
            error={message('messageType')}
            placeholder="Select a topic"
            options={TYPE_CHOICES}
          />
          {contactNeedsLocation(type) && (
            <ShopSelect shops={locations} required registration={register('kindersLocation')} error={message('kindersLocation')} />
          )}
          {showsOrderNumber(type) && (
            <TextField label="Order number" registration={register('orderNumber')} error={message('orderNumber')} hint={copy.hints.orderNumber} maxLength={LIMITS.orderNumber} autoComplete="off" />
          )}
          {showsEventDate(type) && <TextField label="Event date" type="date" min={today} max={latestEventDate(today)} registration={register('eventDate')} error={message('eventDate')} />}
          <TextField label="Full name" required autoComplete="name" registration={register('fullName')} error={message('fullName')} maxLength={LIMITS.name} />
          <div className={styles.row}>
            <TextField label="Email" type="email" required autoComplete="email" registration={register('email')} error={message('email')} maxLength={LIMITS.email} />
            <TextField label="Phone" type="tel" autoComplete="tel" registration={register('phone')} error={message('phone')} hint={copy.hints.phone} maxLength={LIMITS.phone} />
          </div>
          <TextArea label="Message" required registration={register('message')} error={message('message')} maxLength={LIMITS.longText} rows={6} />
          <Checkbox label={copy.newsletter} registration={register('newsletterConsent')} error={message('newsletterConsent')} />

          <FormEnd
            honeypot={register('website')}
            submit={submit}
            label={CONTACT_TEXT.submit}
            sendingLabel={CONTACT_TEXT.sending}
          />
        </ProgressiveForm>
      )}
    </FormFrame>
  );
}
