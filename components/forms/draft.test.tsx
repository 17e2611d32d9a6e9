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
import { draftKey, draftToRestore } from './draft';

const locations = [
  { slug: 'concord', name: 'Concord', phoneNumber: '(925) 555-0102' },
  { slug: 'martinez', name: 'Martinez', phoneNumber: '(925) 555-0104' },
];
const quoteForm = (props: Partial<Parameters<typeof CateringForm>[0]> = {}) => (
  <CateringForm copy={copy} responseHours={business.responseHours} menus={[]} locations={locations} officePhone="(925) 555-0111" today="2026-01-01" {...props} />
);
const option = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

describe('draftToRestore', () => {
  it('fills only fields that started blank and are still as they started; never the trap field', () => {
    const defaults = { cateringOption: 'On-Site Catering', firstName: '', eventDetails: '', website: '', newsletterConsent: true };
    const current = { ...defaults, eventDetails: 'typed before the script ran' };
    const draft = { cateringOption: 'Pickup Catering', firstName: 'Maria', eventDetails: 'from the draft', website: 'spam', newsletterConsent: false, unknown: 'x' };
    expect(draftToRestore(draft, defaults, current)).toEqual({ firstName: 'Maria', newsletterConsent: false });
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

    render(quoteForm({ initialOption: 'On-Site Catering' }));
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Maria'));
    expect(option('On-Site Catering')).toBeChecked();
  });

  it('is forgotten once the form is sent: the next visit starts blank', async () => {
    installFakeFetch(created('cm_1234567890abcdef'));
    const user = userEvent.setup();
    const props = { copy: contactCopy.form, responseHours: business.responseHours, locations, today: '2026-01-01' };
    const first = render(<ContactForm {...props} />);
    await user.selectOptions(screen.getByLabelText(/^What is your message about/), 'question');
    await user.type(screen.getByLabelText(/^Full name/), 'Sam Okafor');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Do you sell gift cards?');
    expect(sessionStorage.getItem(draftKey('contact'))).toContain('Sam Okafor');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('heading', { name: 'Message Sent' });
    expect(sessionStorage.getItem(draftKey('contact'))).toBeNull();
    first.unmount();

    render(<ContactForm {...props} />);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
  });
});
