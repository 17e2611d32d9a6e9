/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { business } from '@/lib/content/copy/business';
import { contactCopy } from '@/lib/content/copy/contact';
import { fillTemplate } from '@/lib/content/template';
import { EVENT_DATE_YEARS_AHEAD } from '@/lib/validation/choices';
import { addDays } from '@/lib/domain/time';
import { businessDate } from '@/lib/domain/zone';
import { ContactForm } from './contact-form';
import { created, deferred, errorCases, installFakeFetch } from '@/lib/testing/fake-fetch';

const locations = [
  { slug: 'concord', name: 'Concord', phoneNumber: '(925) 555-0102' },
  { slug: 'hercules', name: 'Hercules', phoneNumber: '(510) 555-0103' },
];

function renderForm() {
  const user = userEvent.setup();
  render(<ContactForm copy={copy} responseHours={business.responseHours} locations={locations} today="2026-01-01" />);
  return user;
}

const typeSelect = () => screen.getByLabelText(/^What is your message about/);
const shop = () => screen.queryByLabelText(/^Kinder's location/);
const orderNumber = () => screen.queryByLabelText(/^Order number/);
const eventDate = () => screen.queryByLabelText(/^Event date/);
const copy = contactCopy.form;
const newsletter = () => screen.getByRole('checkbox', { name: copy.newsletter });
const submitButton = () => screen.getByRole('button', { name: /send message|sending/i });

async function fillQuestion(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(typeSelect(), 'question');
  await user.type(screen.getByLabelText(/^Full name/), 'Devon Reyes');
  await user.type(screen.getByLabelText(/^Email/), 'devon@example.com');
  await user.type(screen.getByLabelText(/^Message/), 'Do you sell gift cards at every shop?');
}

describe('ContactForm: the fields', () => {
  it('offers the seven message types by readable names', () => {
    renderForm();
    expect(within(typeSelect()).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Select a topic'],
      ['order-problem', 'Problem with an order'],
      ['catering-inquiry', 'Catering inquiry'],
      ['community-event', 'Community event'],
      ['question', 'Question'],
      ['compliment', 'Compliment'],
      ['feedback', 'Feedback'],
      ['other', 'Other'],
    ]);
    expect(typeSelect()).toBeRequired();
    expect(screen.getByLabelText(/^Full name/)).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText(/^Phone/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Message/)).toBeRequired();
    expect(newsletter()).toBeChecked();
  });

  it('calls no field wrong before a check: a required select on its empty choice says valid outright', async () => {
    const user = renderForm();
    // With a shop to choose, so both selects are on the page.
    await user.selectOptions(typeSelect(), 'order-problem');
    const controls = [typeSelect(), shop()!, screen.getByLabelText(/^Full name/), screen.getByLabelText(/^Message/)];
    for (const control of controls) expect(control).toHaveAttribute('aria-invalid', 'false');
    expect(shop()).toHaveValue('');
  });

  it.each([
    ['', { shop: false, order: false, date: false }],
    ['order-problem', { shop: true, order: true, date: false }],
    ['catering-inquiry', { shop: true, order: false, date: true }],
    ['community-event', { shop: true, order: false, date: true }],
    ['question', { shop: false, order: false, date: false }],
    ['compliment', { shop: true, order: false, date: false }],
    ['feedback', { shop: true, order: false, date: false }],
    ['other', { shop: false, order: false, date: false }],
  ])('type "%s" shows the shop %p', async (type, shows) => {
    const user = renderForm();
    // Start from a type that shows everything it can, so hiding is tested too.
    await user.selectOptions(typeSelect(), 'order-problem');
    await user.selectOptions(typeSelect(), type);
    expect(!!shop()).toBe(shows.shop);
    expect(!!orderNumber()).toBe(shows.order);
    expect(!!eventDate()).toBe(shows.date);
    if (shows.shop) expect(shop()).toBeRequired();
    if (shows.date) expect(eventDate()).not.toBeRequired();
    if (shows.date) expect(eventDate()).toHaveAttribute('max', `${2026 + EVENT_DATE_YEARS_AHEAD}-01-01`);
  });
});

describe('ContactForm: checking in the browser', () => {
  it('shows the messages, focuses the topic first and sends nothing', async () => {
    const { fetchMock } = installFakeFetch(created('cm_1'));
    const user = renderForm();
    await user.click(submitButton());
    const alert = screen.getByRole('alert');
    for (const text of ['Please choose what your message is about.', 'Please enter your name.', 'Please enter your email address.', 'Please enter your message.']) {
      expect(within(alert).getByText(text)).toBeInTheDocument();
    }
    await waitFor(() => expect(typeSelect()).toHaveFocus());
    expect(typeSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(typeSelect()).toHaveAccessibleDescription('Please choose what your message is about.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs the shop for an order problem and checks an optional phone', async () => {
    installFakeFetch(created('cm_1'));
    const user = renderForm();
    await fillQuestion(user);
    await user.selectOptions(typeSelect(), 'order-problem');
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    await user.click(submitButton());
    expect(await screen.findByLabelText(/^Kinder's location/)).toHaveAccessibleDescription('Please choose the location your message is about.');
    await waitFor(() => expect(shop()).toHaveFocus());
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(/Please enter a valid phone number\.$/);
  });

  it("a field's message disappears once it is fixed; the alert keeps the submit's list until the next submit", async () => {
    installFakeFetch(created('cm_1'));
    const user = renderForm();
    await user.click(submitButton());
    const alert = screen.getByRole('alert');
    const listed = alert.textContent;
    expect(within(alert).getByText('Please enter your name.')).toBeInTheDocument();
    const name = screen.getByLabelText(/^Full name/);
    await user.type(name, 'Devon');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
    expect(name).not.toHaveAccessibleDescription(/Please enter your name\./);
    // The alert is a live region: a list that changed at each keystroke would interrupt a screen
    // reader's user as they type. It says what the submit found, and changes with the next one.
    expect(alert).toHaveTextContent(listed!);
    await user.click(submitButton());
    expect(within(alert).queryByText('Please enter your name.')).not.toBeInTheDocument();
    expect(within(alert).getByText('Please enter your message.')).toBeInTheDocument();
  });
});

describe('ContactForm: sending', () => {
  it('says "Sending..." on a disabled button, then "Message Sent" with a thank-you instead of the form', async () => {
    const later = deferred();
    const { sent } = installFakeFetch(later.answer);
    const user = renderForm();
    await fillQuestion(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true'));
    // Disabled for assistive technology, not with the attribute (a browser then drops the focus
    // to the page), and still holding the focus the click gave it.
    expect(screen.getByRole('button', { name: 'Sending...' })).not.toHaveAttribute('disabled');
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveFocus();
    expect(sent[0].url).toBe('/api/contact');
    expect(sent[0].body).toEqual({
      messageType: 'question',
      fullName: 'Devon Reyes',
      email: 'devon@example.com',
      phone: '',
      message: 'Do you sell gift cards at every shop?',
      newsletterConsent: true,
      website: '',
    });

    later.release(created('cm_1'));
    const heading = await screen.findByRole('heading', { name: 'Message Sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(fillTemplate(copy.sent.text, { hours: business.responseHours }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /send message/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Message/ })).not.toBeInTheDocument();
  });

  it('resets with newsletterConsent false after sending', async () => {
    const { sent } = installFakeFetch(created('cm_2'), created('cm_3'));
    const user = renderForm();
    await fillQuestion(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Message Sent' });
    await user.click(screen.getByRole('button', { name: copy.sent.again }));

    await waitFor(() => expect(screen.getByRole('heading', { name: copy.heading })).toHaveFocus());
    expect(newsletter()).not.toBeChecked();
    expect(typeSelect()).toHaveValue('');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');

    await fillQuestion(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Message Sent' });
    expect(sent[1].body).toMatchObject({ newsletterConsent: false });
    expect(sent[1].headers['idempotency-key']).not.toBe(sent[0].headers['idempotency-key']);
  });

  it("checks the event date against the page's today, not this device's clock: a device a day ahead still sends it", async () => {
    const { sent } = installFakeFetch(created('cm_9'));
    // The page was drawn for yesterday by this device's clock, as for a device whose clock runs a day ahead.
    const pageToday = addDays(businessDate(), -1);
    const user = userEvent.setup();
    render(<ContactForm copy={copy} responseHours={business.responseHours} locations={locations} today={pageToday} />);
    await user.selectOptions(typeSelect(), 'catering-inquiry');
    await user.selectOptions(shop()!, 'hercules');
    await user.type(screen.getByLabelText(/^Full name/), 'Devon Reyes');
    await user.type(screen.getByLabelText(/^Email/), 'devon@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'A party for forty.');
    // The day before the page's today is past ...
    fireEvent.change(eventDate()!, { target: { value: addDays(pageToday, -1) } });
    await user.click(submitButton());
    expect(await screen.findByText('The event date cannot be in the past.', { selector: '.field-error' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    // ... the page's today is not, though this device's clock has moved on from it.
    fireEvent.change(eventDate()!, { target: { value: pageToday } });
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Message Sent' });
    expect(sent[0].body).toMatchObject({ eventDate: pageToday });
  });

  it('sends only the fields the chosen type shows', async () => {
    const { sent } = installFakeFetch(created('cm_4'));
    const user = renderForm();
    await user.selectOptions(typeSelect(), 'catering-inquiry');
    await user.selectOptions(shop()!, 'hercules');
    fireEvent.change(eventDate()!, { target: { value: '2030-06-01' } });
    await user.selectOptions(typeSelect(), 'order-problem');
    await user.type(orderNumber()!, 'A-1001');
    await user.type(screen.getByLabelText(/^Full name/), 'Devon Reyes');
    await user.type(screen.getByLabelText(/^Email/), 'devon@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Missing sauce.');
    await user.click(newsletter());
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Message Sent' });
    expect(sent[0].body).toMatchObject({ messageType: 'order-problem', kindersLocation: 'hercules', orderNumber: 'A-1001', newsletterConsent: false });
    expect(sent[0].body).not.toHaveProperty('eventDate');
  });

  it('keeps what was typed for a type the visitor left, for when they come back, and sends none of it with a general question', async () => {
    const { sent } = installFakeFetch(created('cm_5'));
    const user = renderForm();
    await user.selectOptions(typeSelect(), 'order-problem');
    await user.selectOptions(shop()!, 'hercules');
    await user.type(orderNumber()!, 'A-1001');
    await fillQuestion(user);
    expect(shop()).not.toBeInTheDocument();
    await user.selectOptions(typeSelect(), 'order-problem');
    expect(shop()).toHaveValue('hercules');
    expect(orderNumber()).toHaveValue('A-1001');
    await user.selectOptions(typeSelect(), 'question');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Message Sent' });
    expect(sent[0].body).toMatchObject({ messageType: 'question', fullName: 'Devon Reyes' });
    for (const hidden of ['kindersLocation', 'orderNumber', 'eventDate']) expect(sent[0].body).not.toHaveProperty(hidden);
  });

  it('sends once on a fast double click', async () => {
    const { fetchMock } = installFakeFetch(created('cm_5'));
    const user = renderForm();
    await fillQuestion(user);
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Message Sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(errorCases('Sorry, there was an error sending your message.'))('shows %s in the exact words visitors are promised', async (_name, answer, text) => {
    installFakeFetch(answer);
    const user = renderForm();
    await fillQuestion(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('heading', { name: copy.heading })).toBeInTheDocument();
    // Nothing typed is lost: the visitor can send again as is.
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Do you sell gift cards at every shop?');
  });

  it("puts a 400's field messages under the fields", async () => {
    installFakeFetch({
      status: 400,
      body: { success: false, error: 'Please check your form data and try again.', details: ['email: Please enter a valid email address.'], fields: { email: 'Please enter a valid email address.' } },
    });
    const user = renderForm();
    await fillQuestion(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: email: Please enter a valid email address.');
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
  });
});
