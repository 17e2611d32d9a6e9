/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { business } from '@/lib/content/copy/business';
import { cateringQuoteCopy as copy } from '@/lib/content/copy/catering-quote';
import { fillTemplate } from '@/lib/content/template';
import { formatUsd } from '@/lib/domain/price';
import { formatDateLabel } from '@/lib/domain/hours';
import { addDays, weekdayOfDate } from '@/lib/domain/time';
import { businessDate } from '@/lib/domain/zone';
import { EVENT_DATE_YEARS_AHEAD } from '@/lib/validation/choices';
import { CateringForm, ESTIMATE_PAUSE_MS } from './catering-form';
import { UNFINISHED_INPUT } from '@/lib/forms/unfinished';
import { created, deferred, errorCases, installFakeFetch } from '@/lib/testing/fake-fetch';
import { FORM_OFFICE_PHONE, FORM_SHOPS } from '@/lib/testing/form-fixtures';

const locations = FORM_SHOPS;
const OFFICE = FORM_OFFICE_PHONE;

function renderForm(props: Partial<Parameters<typeof CateringForm>[0]> = {}) {
  const user = userEvent.setup();
  render(<CateringForm copy={copy} responseHours={business.responseHours} menus={[]} locations={locations} officePhone={OFFICE} today="2026-01-01" {...props} />);
  return user;
}

const option = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
const submitButton = () => screen.getByRole('button', { name: /request quote|sending request/i });

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Guest size/), '120');
  await user.type(screen.getByLabelText(/^First name/), 'Maria');
  await user.type(screen.getByLabelText(/^Last name/), 'Garcia');
  await user.type(screen.getByLabelText(/^Email address/), 'maria@example.com');
  await user.type(screen.getByLabelText(/^Phone number/), '(925) 555-0188');
}

async function fillPickup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(option('Pickup Catering'));
  await user.selectOptions(screen.getByLabelText(/^Kinder's location/), 'concord');
  await fillContact(user);
}

describe('CateringForm: the fields', () => {
  it('has the twelve fields with labels, autocomplete and the required markers', () => {
    renderForm({ initialOption: 'Pickup Catering' });
    for (const name of ['Delivery Catering', 'Pickup Catering', 'On-Site Catering']) expect(option(name)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Catering option/ })).toHaveAttribute('aria-required', 'true');
    const shop = screen.getByLabelText(/^Kinder's location/);
    expect(within(shop).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a location', 'Concord', 'Martinez']);
    expect(shop).toBeRequired();
    expect(screen.getByLabelText(/^Event date/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(/^Event date/)).toHaveAttribute('min', '2026-01-01');
    // The date picker stops where the schema does: no year a booking cannot be for.
    expect(screen.getByLabelText(/^Event date/)).toHaveAttribute('max', `${2026 + EVENT_DATE_YEARS_AHEAD}-01-01`);
    expect(within(screen.getByLabelText(/^Event type/)).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select an event type',
      'Luncheon',
      'Banquet',
      'Picnic',
      'Wedding',
      'Rehearsal Dinner',
      'Shower',
      'Other',
    ]);
    const guests = screen.getByLabelText(/^Guest size/);
    expect(guests).toHaveAttribute('type', 'number');
    expect(guests).toHaveAttribute('min', '1');
    expect(guests).toHaveAttribute('max', '10000');
    expect(guests).toHaveAttribute('inputmode', 'numeric');
    expect(guests).toBeRequired();
    expect(screen.getByLabelText(/^Event details/).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText(/^Company name/)).toHaveAttribute('autocomplete', 'organization');
    expect(screen.getByLabelText(/^Company name/)).not.toBeRequired();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('type', 'tel');
    for (const label of [/^First name/, /^Last name/, /^Email address/, /^Phone number/]) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it('hides the honeypot from people, keyboards and autofill', () => {
    const { container } = render(<CateringForm copy={copy} responseHours={business.responseHours} menus={[]} locations={locations} officePhone={OFFICE} today="2026-01-01" />);
    const trap = container.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the shop only for pickup and delivery, and the event location only for on-site', async () => {
    const user = renderForm();
    expect(screen.queryByLabelText(/^Kinder's location/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Event location/)).not.toBeInTheDocument();
    for (const name of ['Pickup Catering', 'Delivery Catering']) {
      await user.click(option(name));
      expect(screen.getByLabelText(/^Kinder's location/)).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Event location/)).not.toBeInTheDocument();
    }
    await user.click(option('On-Site Catering'));
    expect(screen.queryByLabelText(/^Kinder's location/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Event location/)).toBeRequired();
  });

  it.each([
    ['Pickup Catering', 'Pickup Catering'],
    ['Delivery Catering', 'Delivery Catering'],
    ['On-Site Catering', 'On-Site Catering'],
  ] as const)('preselects %s from the page', (initial, checked) => {
    renderForm({ initialOption: initial });
    expect(option(checked)).toBeChecked();
  });
});

describe('CateringForm: checking in the browser', () => {
  it('shows every message under its field, lists them in the alert and focuses the first invalid field', async () => {
    const { fetchMock } = installFakeFetch(created('cr_1'));
    const user = renderForm();
    await user.click(submitButton());

    const expected = [
      'Please choose a catering option.',
      'Please enter the number of guests.',
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your email address.',
      'Please enter your phone number.',
    ];
    const alert = screen.getByRole('alert');
    for (const text of expected) expect(within(alert).getByText(text)).toBeInTheDocument();
    expect(alert).toHaveTextContent('Please correct these 6 fields:');
    expect(fetchMock).not.toHaveBeenCalled();

    // Focus on the first invalid field: the first catering option.
    await waitFor(() => expect(option('Delivery Catering')).toHaveFocus());
    // Each field is invalid and described by its own message.
    const first = screen.getByLabelText(/^First name/);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)).toHaveTextContent('Please enter your first name.');
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please choose a catering option.');
  });

  it("shows the reference the server's answer gave once it is sent", async () => {
    installFakeFetch(created('cr_7k2m9q4x1b3n8v6d'));
    const user = renderForm({ initialOption: 'On-Site Catering' });
    await user.type(screen.getByLabelText(/^Event location/), 'Heather Farm Park');
    await fillContact(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('sent-reference')).toHaveTextContent('Your reference is cr_7k2m9q4x1b3n8v6d.');
  });

  it('marks a field invalid before it takes the focus, so it is announced with its error', async () => {
    installFakeFetch(created('cr_1'));
    const user = renderForm({ initialOption: 'On-Site Catering' });
    const venue = screen.getByLabelText(/^Event location/);
    const heard: (string | null)[] = [];
    venue.addEventListener('focus', () => heard.push(venue.getAttribute('aria-invalid')));
    await user.click(submitButton());
    await waitFor(() => expect(venue).toHaveFocus());
    expect(heard).toEqual(['true']);
  });

  it('needs the shop for pickup or delivery and the venue for on-site', async () => {
    installFakeFetch(created('cr_1'));
    const user = renderForm({ initialOption: 'Delivery Catering' });
    await fillContact(user);
    await user.click(submitButton());
    expect(await screen.findByLabelText(/^Kinder's location/)).toHaveAccessibleDescription('Please choose the location for your pickup or delivery.');
    await waitFor(() => expect(screen.getByLabelText(/^Kinder's location/)).toHaveFocus());

    await user.click(option('On-Site Catering'));
    await user.click(submitButton());
    expect(await screen.findByLabelText(/^Event location/)).toHaveAccessibleDescription(/Please enter where your event will take place\.$/);
    await waitFor(() => expect(screen.getByLabelText(/^Event location/)).toHaveFocus());
  });

  it('focuses and lists the invalid fields in page order, also a field that appeared later', async () => {
    installFakeFetch(created('cr_1'));
    const user = renderForm();
    await user.click(option('Pickup Catering'));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText(/^Kinder's location/)).toHaveFocus());
    expect(within(screen.getByRole('alert')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Please choose the location for your pickup or delivery.',
      'Please enter the number of guests.',
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your email address.',
      'Please enter your phone number.',
    ]);
  });

  it('keeps guest size between 1 and 10000 and checks email and phone', async () => {
    installFakeFetch(created('cr_1'));
    const user = renderForm({ initialOption: 'On-Site Catering' });
    await user.type(screen.getByLabelText(/^Guest size/), '10001');
    await user.type(screen.getByLabelText(/^Email address/), 'maria@');
    await user.type(screen.getByLabelText(/^Phone number/), '12');
    await user.click(submitButton());
    expect(await screen.findByLabelText(/^Guest size/)).toHaveAccessibleDescription(`${copy.hints.guestSize} Guest size must be between 1 and 10000.`);
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription('Please enter a valid phone number.');
  });
});

describe('CateringForm: what the browser could not read', () => {
  /** A field the browser holds an unfinished value in (its value reads as empty): jsdom has no such state. */
  const unfinished = (field: HTMLElement) => Object.defineProperty(field, 'validity', { value: { badInput: true } });

  it('refuses a date without its year, rather than sending the request with no date, and says what to finish', async () => {
    const { fetchMock } = installFakeFetch(created('cr_1'));
    const user = renderForm();
    await fillPickup(user);
    const date = screen.getByLabelText(/^Event date/);
    unfinished(date);
    await user.click(submitButton());
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(UNFINISHED_INPUT.date);
    expect(within(screen.getByRole('alert')).getByText(UNFINISHED_INPUT.date)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says letters in the guest size are not digits, not that the number is missing', async () => {
    installFakeFetch(created('cr_1'));
    const user = renderForm({ initialOption: 'On-Site Catering' });
    const guests = screen.getByLabelText(/^Guest size/);
    unfinished(guests);
    await user.click(submitButton());
    expect(await screen.findByLabelText(/^Guest size/)).toHaveAccessibleDescription(`${copy.hints.guestSize} ${UNFINISHED_INPUT.number}`);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(UNFINISHED_INPUT.number)).toBeInTheDocument();
    expect(within(alert).queryByText('Please enter the number of guests.')).not.toBeInTheDocument();
  });
});

describe('CateringForm: sending', () => {
  it("takes the page's today as the event date on a device whose clock runs a day ahead", async () => {
    const { sent } = installFakeFetch(created('cr_9'));
    const pageToday = addDays(businessDate(), -1);
    const user = renderForm({ today: pageToday });
    await fillPickup(user);
    fireEvent.change(screen.getByLabelText(/^Event date/), { target: { value: pageToday } });
    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ eventDate: pageToday });
  });

  it('sends once with "Sending Request..." on a disabled button, then shows the chosen shop\'s phone', async () => {
    const later = deferred();
    const { sent } = installFakeFetch(later.answer);
    const user = renderForm();
    await fillPickup(user);
    await user.type(screen.getByLabelText(/^Event details/), 'Ball tip for the team');
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending Request...' })).toHaveAttribute('aria-disabled', 'true'));
    // Disabled for assistive technology, not with the attribute (a browser then drops the focus
    // to the page), and still holding the focus the click gave it.
    expect(screen.getByRole('button', { name: 'Sending Request...' })).not.toHaveAttribute('disabled');
    expect(screen.getByRole('button', { name: 'Sending Request...' })).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/catering');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // What the visitor typed, the honeypot empty; the on-site venue is not part of a pickup.
    expect(sent[0].body).toEqual({
      cateringOption: 'Pickup Catering',
      kindersLocation: 'concord',
      eventDate: '',
      eventType: '',
      guestSize: '120',
      eventDetails: 'Ball tip for the team',
      cateringMenu: '',
      companyName: '',
      firstName: 'Maria',
      lastName: 'Garcia',
      emailAddress: 'maria@example.com',
      phoneNumber: '(925) 555-0188',
      website: '',
    });

    later.release(created('cr_1'));
    const heading = await screen.findByRole('heading', { name: 'Catering Message Sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Catering Quote Form' })).not.toBeInTheDocument();
    expect(screen.getByText(fillTemplate(copy.sent.text, { hours: business.responseHours }))).toBeInTheDocument();
    expect(screen.getByText(fillTemplate(copy.sent.callShop, { shop: 'Concord' }))).toBeInTheDocument();
    expect(screen.getByTestId('sent-phone')).toHaveTextContent('(925) 555-0102');
    expect(screen.getByTestId('sent-phone')).toHaveAttribute('href', 'tel:+19255550102');
    expect(screen.queryByRole('button', { name: /request quote/i })).not.toBeInTheDocument();
  });

  it('shows the on-site catering office phone when no shop was chosen', async () => {
    const { sent } = installFakeFetch(created('cr_2'));
    const user = renderForm({ initialOption: 'On-Site Catering' });
    await user.type(screen.getByLabelText(/^Event location/), 'Todos Santos Plaza, Concord');
    await fillContact(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(sent[0].body).toMatchObject({ cateringOption: 'On-Site Catering', eventLocation: 'Todos Santos Plaza, Concord' });
    expect(sent[0].body).not.toHaveProperty('kindersLocation');
    expect(screen.getByText(copy.sent.callOffice)).toBeInTheDocument();
    expect(screen.getByTestId('sent-phone')).toHaveTextContent(OFFICE);
  });

  it('does not send the shop of an option the visitor switched away from', async () => {
    const { sent } = installFakeFetch(created('cr_3'));
    const user = renderForm();
    await fillPickup(user);
    await user.click(option('On-Site Catering'));
    await user.type(screen.getByLabelText(/^Event location/), 'Our backyard');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(sent[0].body).not.toHaveProperty('kindersLocation');
    expect(screen.getByTestId('sent-phone')).toHaveTextContent(OFFICE);
  });

  it('keeps what was typed in a field the options hide, for when the visitor comes back, and sends only what is shown', async () => {
    const { sent } = installFakeFetch(created('cr_3'));
    const user = renderForm();
    await user.click(option('On-Site Catering'));
    await user.type(screen.getByLabelText(/^Event location/), 'Heather Farms Park');
    // One stray arrow key in the radio group and back (Up to Pickup, Down to On-Site).
    option('On-Site Catering').focus();
    await user.keyboard('{ArrowUp}');
    expect(option('Pickup Catering')).toBeChecked();
    await user.selectOptions(screen.getByLabelText(/^Kinder's location/), 'concord');
    option('Pickup Catering').focus();
    await user.keyboard('{ArrowDown}');
    expect(option('On-Site Catering')).toBeChecked();
    expect(screen.getByLabelText(/^Event location/)).toHaveValue('Heather Farms Park');
    await fillContact(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(sent[0].body).toMatchObject({ cateringOption: 'On-Site Catering', eventLocation: 'Heather Farms Park' });
    expect(sent[0].body).not.toHaveProperty('kindersLocation');
    expect(screen.getByTestId('sent-phone')).toHaveTextContent(OFFICE);
  });

  it('keeps the shop chosen for a pickup through a visit to On-Site, and does not send the venue with the pickup', async () => {
    const { sent } = installFakeFetch(created('cr_3'));
    const user = renderForm();
    await fillPickup(user);
    await user.click(option('On-Site Catering'));
    await user.type(screen.getByLabelText(/^Event location/), 'Our backyard');
    await user.click(option('Pickup Catering'));
    expect(screen.getByLabelText(/^Kinder's location/)).toHaveValue('concord');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(sent[0].body).toMatchObject({ cateringOption: 'Pickup Catering', kindersLocation: 'concord' });
    expect(sent[0].body).not.toHaveProperty('eventLocation');
    expect(screen.getByTestId('sent-phone')).toHaveTextContent('(925) 555-0102');
  });

  it('resets after sending but keeps the option from the link, and can send another request', async () => {
    installFakeFetch(created('cr_4'));
    const user = renderForm({ initialOption: 'Delivery Catering' });
    await user.selectOptions(screen.getByLabelText(/^Kinder's location/), 'martinez');
    await fillContact(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('sent-phone')).toHaveTextContent('(925) 555-0104');

    await user.click(screen.getByRole('button', { name: copy.sent.again }));
    const heading = screen.getByRole('heading', { name: 'Catering Quote Form' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(option('Delivery Catering')).toBeChecked();
    expect(screen.getByLabelText(/^Kinder's location/)).toHaveValue('');
    for (const label of [/^Guest size/, /^First name/, /^Last name/, /^Email address/, /^Phone number/]) expect(screen.getByLabelText(label)).toHaveValue(label.source.includes('Guest') ? null : '');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('sends once on a fast double click, even before the button has re-rendered as disabled', async () => {
    const { fetchMock } = installFakeFetch(created('cr_5'));
    const user = renderForm();
    await fillPickup(user);
    // Two clicks in the same task: React has not re-rendered in between.
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends once on a double click, and nothing more after it was sent', async () => {
    const { fetchMock } = installFakeFetch(created('cr_5'));
    const user = renderForm();
    await fillPickup(user);
    await user.dblClick(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(errorCases('Sorry, there was an error sending your request.'))('shows %s in the exact words visitors are promised', async (_name, answer, text) => {
    installFakeFetch(answer);
    const user = renderForm();
    await fillPickup(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByRole('heading', { name: 'Catering Quote Form' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Quote' })).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it("puts a 400's field messages under the fields and focuses the first", async () => {
    installFakeFetch({
      status: 400,
      body: {
        success: false,
        error: 'Please check your form data and try again.',
        details: ['emailAddress: Please enter a valid email address.'],
        fields: { emailAddress: 'Please enter a valid email address.', somethingElse: 'Not a field here.' },
      },
    });
    const user = renderForm();
    await fillPickup(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: emailAddress: Please enter a valid email address.'));
    const email = screen.getByLabelText(/^Email address/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByText('Not a field here.')).not.toBeInTheDocument();
  });

  it('retries with the same Idempotency-Key after a failure, so a request is never stored twice', async () => {
    const { sent } = installFakeFetch(new TypeError('Failed to fetch'), created('cr_6'));
    const user = renderForm();
    await fillPickup(user);
    await user.click(submitButton());
    await screen.findByText('Cannot connect to server. Please check your connection and try again.');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(sent).toHaveLength(2);
    expect(sent[1].headers['idempotency-key']).toBe(sent[0].headers['idempotency-key']);
  });
});

describe('CateringForm: the menu and the lead time', () => {
  const YEAR_ROUND = { availableFrom: null, availableTo: null };
  const MENUS = [
    { title: 'Choose 2 Meats', service: 'pickup-delivery' as const, pricePerPerson: 14.25, minimumGuests: 20, ...YEAR_ROUND },
    { title: 'Wedding Special', service: 'onsite' as const, pricePerPerson: null, minimumGuests: 75, ...YEAR_ROUND },
    { title: 'Down Home', service: 'onsite' as const, pricePerPerson: null, minimumGuests: null, ...YEAR_ROUND },
  ];
  // The server's schema refuses a past event date, so "today" is the real one.
  const TODAY = businessDate();
  const notice = () => screen.queryByTestId('lead-time-notice');
  const setDate = (date: string) => fireEvent.change(screen.getByLabelText(/^Event date/), { target: { value: date } });

  it("lists the chosen option's menus and preselects the one the planner came from", async () => {
    const user = renderForm({ menus: MENUS, initialOption: 'On-Site Catering', initialMenu: 'Wedding Special' });
    const menu = screen.getByLabelText(/^Menu/);
    expect(within(menu).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not sure yet', 'Wedding Special', 'Down Home']);
    expect(menu).toHaveValue('Wedding Special');
    // Another option offers other menus: the on-site one does not go with a pickup request.
    await user.click(option('Pickup Catering'));
    expect(within(screen.getByLabelText(/^Menu/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not sure yet', 'Choose 2 Meats']);
    await waitFor(() => expect(screen.getByLabelText(/^Menu/)).toHaveValue(''));
  });

  it("gives back the menu last chosen for a service when the planner returns to it", async () => {
    const user = renderForm({ menus: MENUS, initialOption: 'On-Site Catering', initialMenu: 'Wedding Special' });
    await user.click(option('Pickup Catering'));
    await user.selectOptions(screen.getByLabelText(/^Menu/), 'Choose 2 Meats');
    await user.click(option('On-Site Catering'));
    await waitFor(() => expect(screen.getByLabelText(/^Menu/)).toHaveValue('Wedding Special'));
    await user.click(option('Delivery Catering'));
    await waitFor(() => expect(screen.getByLabelText(/^Menu/)).toHaveValue('Choose 2 Meats'));
  });

  it('starts the next request without the menus of the one just sent', async () => {
    installFakeFetch(created('cr_10'));
    const user = renderForm({ menus: MENUS });
    await user.click(option('Pickup Catering'));
    await user.selectOptions(screen.getByLabelText(/^Menu/), 'Choose 2 Meats');
    await user.click(option('On-Site Catering'));
    await user.type(screen.getByLabelText(/^Event location/), 'Heather Farms Park');
    await fillContact(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: copy.sent.again }));
    await user.click(option('Delivery Catering'));
    expect(screen.getByLabelText(/^Menu/)).toHaveValue('');
  });

  it('sends the chosen menu with the request', async () => {
    const { sent } = installFakeFetch(created('cr_9'));
    const user = renderForm({ menus: MENUS, initialOption: 'On-Site Catering', initialMenu: 'Wedding Special' });
    await user.type(screen.getByLabelText(/^Event location/), 'Heather Farms Park');
    await fillContact(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(sent[0].body).toMatchObject({ cateringOption: 'On-Site Catering', cateringMenu: 'Wedding Special' });
  });

  it('warns, without blocking, when the date is sooner than the lead time of the option', async () => {
    // Lead times of this test's own, whatever the content's are: 36 hours is two calendar days.
    const lead = { ...copy.leadTime, onsiteDays: 10, pickupDeliveryHours: 36 };
    const pickupDays = 2;
    const { fetchMock } = installFakeFetch(created('cr_10'));
    const user = renderForm({ copy: { ...copy, leadTime: lead }, today: TODAY, initialOption: 'On-Site Catering' });
    expect(notice()).not.toBeInTheDocument();
    setDate(addDays(TODAY, lead.onsiteDays - 1));
    expect(notice()).toHaveTextContent(fillTemplate(lead.notice, { lead: '10 days' }));
    expect(notice()!.parentElement).toHaveAttribute('aria-live', 'polite');
    setDate(addDays(TODAY, lead.onsiteDays));
    expect(notice()).not.toBeInTheDocument();
    // The same date is in time for a pickup, and a sooner one is not.
    await user.click(option('Pickup Catering'));
    expect(notice()).not.toBeInTheDocument();
    setDate(addDays(TODAY, pickupDays - 1));
    expect(notice()).toHaveTextContent(fillTemplate(lead.notice, { lead: '36 hours' }));
    setDate(addDays(TODAY, pickupDays));
    expect(notice()).not.toBeInTheDocument();
    setDate(addDays(TODAY, pickupDays - 1));
    // The request still goes.
    await user.selectOptions(screen.getByLabelText(/^Kinder's location/), 'concord');
    await fillContact(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('warns, without blocking, of a pickup or delivery on a day the chosen shop is closed, naming the holiday', async () => {
    const closedNotice = () => screen.queryByTestId('closed-day-notice');
    // This test's own closures for the first shop: a holiday, its Sundays, and one Sunday it opens.
    const holiday = addDays(TODAY, 20);
    let sunday = addDays(TODAY, 30);
    while (weekdayOfDate(sunday) !== 'sunday') sunday = addDays(sunday, 1);
    const openSunday = addDays(sunday, 7);
    const [first, second] = locations;
    const shops = [
      { ...first, closed: { weekly: ['sunday' as const], dates: [{ date: holiday, label: 'Test Holiday', closed: true }, { date: openSunday, label: 'Open House', closed: false }] } },
      { ...second, closed: { weekly: [], dates: [] } },
    ];
    const { sent } = installFakeFetch(created('cr_13'));
    const user = renderForm({ locations: shops, today: TODAY, initialOption: 'Pickup Catering' });
    await user.selectOptions(screen.getByLabelText(/^Kinder's location/), first.slug);
    setDate(holiday);
    expect(closedNotice()).toHaveTextContent(fillTemplate(copy.closedNotice, { shop: first.name, day: `${formatDateLabel(holiday)} (Test Holiday)` }));
    expect(closedNotice()!.parentElement).toHaveAttribute('aria-live', 'polite');
    setDate(sunday);
    expect(closedNotice()).toHaveTextContent(fillTemplate(copy.closedNotice, { shop: first.name, day: formatDateLabel(sunday) }));
    // A dated change that opens the shop wins over its week; another shop opens that day.
    setDate(openSunday);
    expect(closedNotice()).not.toBeInTheDocument();
    setDate(holiday);
    await user.selectOptions(screen.getByLabelText(/^Kinder's location/), second.slug);
    expect(closedNotice()).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Kinder's location/), first.slug);
    await user.click(option('Delivery Catering'));
    expect(closedNotice()).toBeInTheDocument();
    // An on-site event is the caterers' to plan, whatever the counter's hours.
    await user.click(option('On-Site Catering'));
    expect(closedNotice()).not.toBeInTheDocument();
    // The request still goes, for the closed day.
    await user.click(option('Pickup Catering'));
    expect(closedNotice()).toBeInTheDocument();
    await fillContact(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(sent[0].body).toMatchObject({ kindersLocation: first.slug, eventDate: holiday });
  });

  it("warns, without blocking, when a seasonal menu is chosen for a date outside its season", async () => {
    const season = () => screen.queryByTestId('season-notice');
    // Next year's season, whenever the test runs: the date may be neither past nor too far ahead.
    const year = Number(TODAY.slice(0, 4)) + 1;
    const feast = { title: 'Winter Feast', service: 'onsite' as const, pricePerPerson: 30, minimumGuests: null, availableFrom: '12-01', availableTo: '01-15' };
    const { sent } = installFakeFetch(created('cr_12'));
    const user = renderForm({ menus: [...MENUS, feast], today: TODAY, initialOption: 'On-Site Catering', initialMenu: feast.title });
    // No date yet, then dates in the season (over New Year) and after it.
    expect(season()).not.toBeInTheDocument();
    setDate(`${year}-12-20`);
    expect(season()).not.toBeInTheDocument();
    setDate(`${year + 1}-01-15`);
    expect(season()).not.toBeInTheDocument();
    setDate(`${year + 1}-01-16`);
    expect(season()).toHaveTextContent(fillTemplate(copy.seasonNotice, { menu: feast.title, from: 'December 1', to: 'January 15' }));
    expect(season()!.parentElement).toHaveAttribute('aria-live', 'polite');
    // A year-round menu for the same date, and no menu at all, say nothing.
    await user.selectOptions(screen.getByLabelText(/^Menu/), 'Down Home');
    expect(season()).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Menu/), '');
    expect(season()).not.toBeInTheDocument();
    // The request still goes, with the seasonal menu.
    await user.selectOptions(screen.getByLabelText(/^Menu/), feast.title);
    expect(season()).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Event location/), 'Heather Farms Park');
    await fillContact(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(sent[0].body).toMatchObject({ cateringMenu: feast.title, eventDate: `${year + 1}-01-16` });
  });

  it('estimates the total for the chosen menu and guest size once typing pauses, or names the minimum for a smaller party, without blocking', async () => {
    const estimate = () => screen.queryByTestId('menu-estimate');
    const guests = () => screen.getByLabelText(/^Guest size/);
    const says = (text: string) => waitFor(() => expect(estimate()).toHaveTextContent(text));
    const { fetchMock } = installFakeFetch(created('cr_11'));
    const user = renderForm({ menus: MENUS, initialOption: 'Pickup Catering' });
    await user.type(guests(), '80');
    await new Promise((resolve) => setTimeout(resolve, ESTIMATE_PAUSE_MS + 100));
    // No menu chosen: nothing to estimate.
    expect(estimate()).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Menu/), 'Choose 2 Meats');
    await says(fillTemplate(copy.estimate.total, { total: '$1,140', guests: '80', price: formatUsd(14.25) }));
    expect(estimate()!.parentElement).toHaveAttribute('aria-live', 'polite');
    // While the visitor types, the line waits: it follows the settled guest size, not each key.
    await user.clear(guests());
    await user.type(guests(), '12');
    expect(estimate()).toHaveTextContent(fillTemplate(copy.estimate.total, { total: '$1,140', guests: '80', price: formatUsd(14.25) }));
    await says(fillTemplate(copy.estimate.belowMinimum, { menu: 'Choose 2 Meats', minimum: '20' }));
    // What the form would refuse gets no estimate either.
    for (const typed of ['1e3', '12.0', '10001', '']) {
      await user.clear(guests());
      if (typed) await user.type(guests(), typed);
      await waitFor(() => expect(estimate()).not.toBeInTheDocument());
    }
    // The request still goes with a party below the minimum.
    await user.type(guests(), '12');
    await says(fillTemplate(copy.estimate.belowMinimum, { menu: 'Choose 2 Meats', minimum: '20' }));
    await user.selectOptions(screen.getByLabelText(/^Kinder's location/), 'concord');
    await user.type(screen.getByLabelText(/^First name/), 'Maria');
    await user.type(screen.getByLabelText(/^Last name/), 'Garcia');
    await user.type(screen.getByLabelText(/^Email address/), 'maria@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), '(925) 555-0188');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('names the minimum of an unpriced menu, and says nothing for a menu without figures', async () => {
    const user = renderForm({ menus: MENUS, initialOption: 'On-Site Catering', initialMenu: 'Wedding Special' });
    await user.type(screen.getByLabelText(/^Guest size/), '40');
    await waitFor(() =>
      expect(screen.getByTestId('menu-estimate')).toHaveTextContent(fillTemplate(copy.estimate.belowMinimum, { menu: 'Wedding Special', minimum: '75' })),
    );
    await user.selectOptions(screen.getByLabelText(/^Menu/), 'Down Home');
    expect(screen.queryByTestId('menu-estimate')).not.toBeInTheDocument();
  });
});
