/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { cateringCopy } from '@/lib/content/copy/catering';
import { fillTemplate } from '@/lib/content/template';
import { CateringFacts } from './catering-facts';

const LEAD = { pickupDeliveryHours: 48, onsiteDays: 14 };
const WORDS = cateringCopy.services.glance;
const facts = () => screen.getAllByRole('listitem').map((li) => li.textContent);

it("sums up a card's menus in the page's words: the lowest price per person, the smallest party and the lead time", () => {
  const menus = [
    { pricePerPerson: 18.99, minimumGuests: 1200 },
    { pricePerPerson: 13.5, minimumGuests: 2500 },
  ];
  render(<CateringFacts service="Pickup" menus={menus} onsite={false} lead={LEAD} words={WORDS} />);
  expect(screen.getByRole('list', { name: fillTemplate(WORDS.label, { service: 'Pickup' }) })).toBeInTheDocument();
  expect(facts()).toEqual([
    fillTemplate(WORDS.price, { price: '$13.50' }),
    fillTemplate(WORDS.guests, { guests: '1,200' }),
    fillTemplate(WORDS.lead, { lead: '48 hours' }),
  ]);
});

it("counts on-site catering's lead time in days", () => {
  render(<CateringFacts service="On-Site" menus={[]} onsite lead={{ ...LEAD, onsiteDays: 1 }} words={WORDS} />);
  expect(facts()).toEqual([fillTemplate(WORDS.lead, { lead: '1 day' })]);
});

it('leaves out what no menu gives, and draws nothing with no figure at all', () => {
  const { container, unmount } = render(
    <CateringFacts service="Delivery" menus={[{ pricePerPerson: null, minimumGuests: null }]} onsite={false} lead={{ ...LEAD, pickupDeliveryHours: 0 }} words={WORDS} />,
  );
  expect(container).toBeEmptyDOMElement();
  unmount();
  render(<CateringFacts service="Delivery" menus={[{ pricePerPerson: null, minimumGuests: 15 }]} onsite={false} lead={LEAD} words={WORDS} />);
  expect(facts()).toEqual([fillTemplate(WORDS.guests, { guests: '15' }), fillTemplate(WORDS.lead, { lead: '48 hours' })]);
});

it('names no smallest party when one of the menus has none, and still the lowest listed price', () => {
  const menus = [
    { pricePerPerson: 24.99, minimumGuests: 50 },
    { pricePerPerson: null, minimumGuests: null },
  ];
  render(<CateringFacts service="On-Site" menus={menus} onsite lead={LEAD} words={WORDS} />);
  expect(facts()).toEqual([fillTemplate(WORDS.price, { price: '$24.99' }), fillTemplate(WORDS.lead, { lead: '14 days' })]);
});
