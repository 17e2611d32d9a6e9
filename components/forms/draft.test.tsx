/** @jest-environment jsdom */
/**
 * A form's draft: what the visitor typed comes back in the same tab (a reload, Back to the page)
 * until the form is sent, without overriding what the page itself chose.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { business } from '@/lib/content/copy/business';
import { cateringQuoteCopy as copy } from '@/lib/content/copy/catering-quote';
import { contactCopy } from '@/lib/content/copy/contact';
import { created, installFakeFetch } from '@/lib/testing/fake-fetch';
import { CateringForm } from './catering-form';
import { ContactForm } from './contact-form';
import { DRAFT_KEPT_MS, draftKey, draftToRestore, pendingSendKey, pendingSendMemory, readDraft } from './draft';
import { FORM_OFFICE_PHONE, FORM_SHOPS } from '@/lib/testing/form-fixtures';

const locations = FORM_SHOPS;
const quoteForm = (props: Partial<Parameters<typeof CateringForm>[0]> = {}) => (
  <CateringForm copy={copy} responseHours={business.responseHours} menus={[]} locations={locations} officePhone={FORM_OFFICE_PHONE} today="2026-01-01" {...props} />
);
const option = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
/** The address the page is drawn at: a link's ?type= presets the option. */
const at = (address: string) => window.history.replaceState(null, '', address);

/** A contact message, typed as a visitor types it. */
async function fillContact(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByLabelText(/^What is your message about/), 'question');
    await user.type(screen.getByLabelText(/^Full name/), 'Sam Okafor');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Do you sell gift cards?');
}

beforeEach(() => {
  sessionStorage.clear();
  at('/catering/request-quote');
});

describe('draftToRestore', () => {
  it("fills only the form's fields that started blank and are still as they started, a hidden one too; never the trap field", () => {
    const defaults = { cateringOption: 'On-Site Catering', kindersLocation: '', firstName: '', eventDetails: '', website: '', newsletterConsent: true };
    const current: Record<string, unknown> = { ...defaults, eventDetails: 'typed before the script ran' };
    // The shop, hidden for on-site, is kept for when Pickup comes back; a field the form does not have is not.
    const draft = { cateringOption: 'Pickup Catering', kindersLocation: 'martinez', firstName: 'Maria', eventDetails: 'from the draft', website: 'spam', newsletterConsent: false, unknown: 'x' };
    expect(draftToRestore(draft, defaults, current)).toEqual({ kindersLocation: 'martinez', firstName: 'Maria', newsletterConsent: false });
    // Kept on this same address, the option the visitor chose over the page's comes back too.
    expect(draftToRestore(draft, defaults, current, true)).toEqual({ cateringOption: 'Pickup Catering', kindersLocation: 'martinez', firstName: 'Maria', newsletterConsent: false });
  });
});

describe('readDraft', () => {
  it('keeps a pending send as long as a draft, and reads nothing from what it cannot read', () => {
    let now = 1_000_000;
    const memory = pendingSendMemory('catering', () => now);
    memory.set({ digest: 'd-1', key: 'k-1' });
    expect(pendingSendMemory('catering', () => now + DRAFT_KEPT_MS - 1).get()).toEqual({ digest: 'd-1', key: 'k-1' });
    expect(pendingSendMemory('catering', () => now + DRAFT_KEPT_MS).get()).toBeNull();
    expect(pendingSendMemory('contact').get()).toBeNull();
    sessionStorage.setItem(pendingSendKey('catering'), '{not json');
    expect(memory.get()).toBeNull();
    now += 1;
    memory.set(null);
    expect(sessionStorage.getItem(pendingSendKey('catering'))).toBeNull();
  });

  it('gives up a draft older than DRAFT_KEPT_MS, or one it cannot read', () => {
    const savedAt = Date.UTC(2026, 10, 29, 12);
    sessionStorage.setItem(draftKey('contact'), JSON.stringify({ savedAt, page: '/contact', values: { fullName: 'Sam' } }));
    expect(readDraft('contact', savedAt + DRAFT_KEPT_MS - 1)).toEqual({ page: '/contact', entry: null, values: { fullName: 'Sam' } });
    expect(readDraft('contact', savedAt + DRAFT_KEPT_MS)).toBeNull();
    sessionStorage.setItem(draftKey('contact'), '{"fullName":"Sam"}');
    expect(readDraft('contact', savedAt)).toBeNull();
    sessionStorage.setItem(draftKey('contact'), 'not json');
    expect(readDraft('contact', savedAt)).toBeNull();
  });
});

describe('a form comes back with what was typed in this tab', () => {
  it('the quote form, after it went away (a reload, a link and Back): option, shop and words', async () => {
    const user = userEvent.setup();
    const first = render(quoteForm());
    await user.click(option('Pickup Catering'));
    await user.selectOptions(screen.getByLabelText(/^Kinder's location/), 'martinez');
    await user.type(screen.getByLabelText(/^First name/), 'Maria');
    await user.type(screen.getByLabelText(/^Event details/), 'Tri-tip for 120');
    expect(JSON.parse(sessionStorage.getItem(draftKey('catering'))!)).not.toHaveProperty('website');
    first.unmount();

    render(quoteForm());
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Maria'));
    expect(option('Pickup Catering')).toBeChecked();
    expect(screen.getByLabelText(/^Kinder's location/)).toHaveValue('martinez');
    expect(screen.getByLabelText(/^Event details/)).toHaveValue('Tri-tip for 120');
  });

  it("the page's own choice wins: a link for another option keeps that option, and the words come back", async () => {
    const user = userEvent.setup();
    const first = render(quoteForm());
    await user.click(option('Pickup Catering'));
    await user.type(screen.getByLabelText(/^First name/), 'Maria');
    first.unmount();

    at('/catering/request-quote?type=onsite');
    render(quoteForm({ initialOption: 'On-Site Catering' }));
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Maria'));
    expect(option('On-Site Catering')).toBeChecked();
  });

  it("the visitor's own change of the page's choice comes back on the same address (a reload, Back), the link's option does not", async () => {
    const user = userEvent.setup();
    at('/catering/request-quote?type=delivery');
    const first = render(quoteForm({ initialOption: 'Delivery Catering' }));
    await user.click(option('Pickup Catering'));
    await user.type(screen.getByLabelText(/^First name/), 'Maria');
    first.unmount();

    render(quoteForm({ initialOption: 'Delivery Catering' }));
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Maria'));
    expect(option('Pickup Catering')).toBeChecked();
  });

  it("keeps the draft's shop behind a choice that hides it: an on-site request does not go out with it, and Pickup brings it back", async () => {
    const { sent } = installFakeFetch(created('cr_1234567890abcdef'));
    const user = userEvent.setup();
    const first = render(quoteForm());
    await user.click(option('Pickup Catering'));
    await user.selectOptions(screen.getByLabelText(/^Kinder's location/), 'martinez');
    first.unmount();

    at('/catering/request-quote?type=onsite');
    render(quoteForm({ initialOption: 'On-Site Catering' }));
    await user.type(screen.getByLabelText(/^Event location/), 'Walnut Creek Grange Hall');
    await user.type(screen.getByLabelText(/^Guest size/), '80');
    await user.type(screen.getByLabelText(/^First name/), 'Maria');
    await user.type(screen.getByLabelText(/^Last name/), 'Garcia');
    await user.type(screen.getByLabelText(/^Email address/), 'maria@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), '(925) 555-0188');
    await user.click(option('Pickup Catering'));
    expect(screen.getByLabelText(/^Kinder's location/)).toHaveValue('martinez');
    await user.click(option('On-Site Catering'));
    await user.click(screen.getByRole('button', { name: /request quote/i }));
    await screen.findByRole('heading', { name: 'Catering Message Sent' });
    expect(sent[0].body).toMatchObject({ cateringOption: 'On-Site Catering', eventLocation: 'Walnut Creek Grange Hall' });
    expect(sent[0].body).not.toHaveProperty('kindersLocation');
  });

  it('keeps the key of a send whose answer was lost: after a reload the same words go with it, and it is forgotten once sent', async () => {
    const { sent } = installFakeFetch(new TypeError('Failed to fetch'), created('cm_1234567890abcdef'));
    const user = userEvent.setup();
    const props = { copy: contactCopy.form, responseHours: business.responseHours, locations, today: '2026-01-01' };
    const first = render(<ContactForm {...props} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Cannot connect to server. Please check your connection and try again.');
    first.unmount();

    // The reload: the draft brings the words back, and the same words go with the same key.
    render(<ContactForm {...props} />);
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveValue('Sam Okafor'));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('heading', { name: 'Message Sent' });
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toEqual(sent[0].body);
    expect(sent[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].headers['idempotency-key']).toBe(sent[0].headers['idempotency-key']);
    expect(sessionStorage.getItem(pendingSendKey('contact'))).toBeNull();
  });

  it('keeps no copy of what was sent beside the draft, only a digest of it', async () => {
    installFakeFetch(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<ContactForm copy={contactCopy.form} responseHours={business.responseHours} locations={locations} today="2026-01-01" />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Cannot connect to server. Please check your connection and try again.');
    const kept = sessionStorage.getItem(pendingSendKey('contact'));
    expect(kept).toMatch(/"key":"[0-9a-f-]{36}"/);
    for (const typed of ['Sam Okafor', 'sam@example.com', 'gift cards']) expect(kept).not.toContain(typed);
  });

  it('is forgotten once the form is sent: the next visit starts blank', async () => {
    installFakeFetch(created('cm_1234567890abcdef'));
    const user = userEvent.setup();
    const props = { copy: contactCopy.form, responseHours: business.responseHours, locations, today: '2026-01-01' };
    const first = render(<ContactForm {...props} />);
    await fillContact(user);
    expect(sessionStorage.getItem(draftKey('contact'))).toContain('Sam Okafor');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('heading', { name: 'Message Sent' });
    expect(sessionStorage.getItem(draftKey('contact'))).toBeNull();
    first.unmount();

    render(<ContactForm {...props} />);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
  });
});
