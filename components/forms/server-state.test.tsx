/** @jest-environment jsdom */
/**
 * The forms as the server renders them, for a browser without JavaScript (or before hydration):
 * the default values are in the HTML, and after a post to the server action the page shows the
 * action's answer: the sent view, or the message, the field errors and what the visitor typed.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { business } from '@/lib/content/copy/business';
import { cateringQuoteCopy } from '@/lib/content/copy/catering-quote';
import { contactCopy } from '@/lib/content/copy/contact';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms/form-state';
import { CateringForm } from './catering-form';
import { ContactForm } from './contact-form';
import { created, installFakeFetch } from '@/lib/testing/fake-fetch';
import { FORM_OFFICE_PHONE, FORM_SHOPS } from '@/lib/testing/form-fixtures';

const locations = FORM_SHOPS;
const OFFICE = FORM_OFFICE_PHONE;
const action: FormAction = async (state) => state;

function html(node: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(node);
  return container;
}

describe('the server HTML of an untouched form', () => {
  it('carries the defaults: the option from ?type= and the newsletter box ticked', () => {
    const catering = html(<CateringForm copy={cateringQuoteCopy} responseHours={business.responseHours} menus={[]} initialOption="Pickup Catering" locations={locations} officePhone={OFFICE} today="2026-01-01" action={action} initialState={initialFormState('key-1')} />);
    expect(catering.querySelector<HTMLInputElement>('input[value="Pickup Catering"]')!.defaultChecked).toBe(true);
    expect(catering.querySelector<HTMLInputElement>('input[value="On-Site Catering"]')!.defaultChecked).toBe(false);
    const contact = html(<ContactForm copy={contactCopy.form} responseHours={business.responseHours} locations={locations} today="2026-01-01" action={action} initialState={initialFormState('key-2')} />);
    expect(contact.querySelector<HTMLInputElement>('input[name="newsletterConsent"]')!.defaultChecked).toBe(true);
  });

  it('posts with method POST and carries the Idempotency-Key for that post, never a GET', () => {
    const contact = html(<ContactForm copy={contactCopy.form} responseHours={business.responseHours} locations={locations} today="2026-01-01" action={action} initialState={initialFormState('key-2')} />);
    const form = contact.querySelector('form')!;
    expect(form.getAttribute('method')?.toUpperCase()).not.toBe('GET');
    expect(contact.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value).toBe('key-2');
  });
});

describe('after a post without JavaScript', () => {
  const error: FormState = {
    status: 'error',
    key: 'key-3',
    message: 'Error: lastName: Please enter your last name., kindersLocation: Please choose the location for your pickup or delivery.',
    fields: { lastName: 'Please enter your last name.', kindersLocation: 'Please choose the location for your pickup or delivery.' },
    values: { cateringOption: 'Pickup Catering', firstName: 'Maria', guestSize: '120', eventDetails: 'Tri-tip\nfor 120', emailAddress: 'maria@example.com', phoneNumber: '', lastName: '' },
  };

  it('shows the message, each field error and what was typed, in the server HTML', () => {
    const page = html(<CateringForm copy={cateringQuoteCopy} responseHours={business.responseHours} menus={[]} locations={locations} officePhone={OFFICE} today="2026-01-01" action={action} initialState={error} />);
    expect(page.querySelector('[data-testid="form-alert"]')!.textContent).toBe(error.message);
    expect(page.querySelector<HTMLInputElement>('input[name="firstName"]')!.defaultValue).toBe('Maria');
    expect(page.querySelector<HTMLInputElement>('input[name="guestSize"]')!.defaultValue).toBe('120');
    expect(page.querySelector<HTMLTextAreaElement>('textarea[name="eventDetails"]')!.defaultValue).toBe('Tri-tip\nfor 120');
    expect(page.querySelector<HTMLInputElement>('input[value="Pickup Catering"]')!.defaultChecked).toBe(true);
    // The shop field appears for pickup, with its error.
    expect(page.querySelector('select[name="kindersLocation"]')).not.toBeNull();
    expect([...page.querySelectorAll('.field-error')].map((e) => e.textContent)).toEqual(['Please choose the location for your pickup or delivery.', 'Please enter your last name.']);
    expect(page.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value).toBe('key-3');
  });

  it('shows the sent view with the chosen shop, and a way back that works without JavaScript', () => {
    const sent: FormState = { status: 'sent', key: 'key-4', id: 'cr_0000000000000000', shop: 'martinez' };
    const page = html(<CateringForm copy={cateringQuoteCopy} responseHours={business.responseHours} menus={[]} locations={locations} officePhone={OFFICE} today="2026-01-01" action={action} initialState={sent} pagePath="/catering/request-quote?type=pickup" />);
    expect(page.querySelector('h2')!.textContent).toBe('Catering Message Sent');
    expect(page.querySelector('[data-testid="sent-phone"]')!.textContent).toBe('(925) 555-0104');
    // The page itself, without the form's #fragment: a link to the very address it is on (after a
    // post that ends in the fragment) would only scroll, not load an empty form.
    expect(page.querySelector('[data-testid="form-sent"] a[role="button"]')!.getAttribute('href')).toBe('/catering/request-quote?type=pickup');
    const message = html(<ContactForm copy={contactCopy.form} responseHours={business.responseHours} locations={locations} today="2026-01-01" action={action} initialState={{ status: 'sent', key: 'k', id: 'cm_0000000000000000' }} />);
    expect(message.querySelector('h2')!.textContent).toBe('Message Sent');
  });

  it('once hydrated, a send with JavaScript takes over from the server answer', async () => {
    const { sent } = installFakeFetch(created('cm_1234567890abcdef'));
    const user = userEvent.setup();
    const state: FormState = {
      status: 'error',
      key: 'key-5',
      message: 'Error: email: Please enter a valid email address.',
      fields: { email: 'Please enter a valid email address.' },
      values: { messageType: 'question', fullName: 'Sam', email: 'sam@', message: 'Hello', newsletterConsent: false },
    };
    render(<ContactForm copy={contactCopy.form} responseHours={business.responseHours} locations={locations} today="2026-01-01" action={action} initialState={state} />);
    expect(screen.getByTestId('form-alert')).toHaveTextContent('Error: email: Please enter a valid email address.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sam@');
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('heading', { name: 'Message Sent' });
    expect(sent[0].body).toMatchObject({ messageType: 'question', fullName: 'Sam', email: 'sam@example.com', message: 'Hello', newsletterConsent: false });
    await user.click(screen.getByRole('button', { name: contactCopy.form.sent.again }));
    expect(screen.getByTestId('form-alert')).toHaveTextContent('');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
  });
});
