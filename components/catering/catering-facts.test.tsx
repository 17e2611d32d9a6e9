/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { CateringFacts } from './catering-facts';

const LEAD = { pickupDeliveryHours: 48, onsiteDays: 14 };
const facts = () => screen.getAllByRole('listitem').map((li) => li.textContent);

it("sums up a card's menus: the lowest price per person, the smallest party and the lead time", () => {
  const menus = [
    { pricePerPerson: 18.99, minimumGuests: 1200 },
    { pricePerPerson: 13.5, minimumGuests: 2500 },
  ];
  render(<CateringFacts title="Pickup" menus={menus} onsite={false} lead={LEAD} />);
  expect(screen.getByRole('list', { name: 'Pickup at a glance' })).toBeInTheDocument();
  expect(facts()).toEqual(['From $13.50 per person', 'From 1,200 guests', '48 hours’ notice']);
});

it("counts on-site catering's lead time in days, in the singular too", () => {
  const { unmount } = render(<CateringFacts title="On-Site" menus={[]} onsite lead={LEAD} />);
  expect(facts()).toEqual(['14 days’ notice']);
  unmount();
  render(<CateringFacts title="On-Site" menus={[]} onsite lead={{ ...LEAD, onsiteDays: 1 }} />);
  expect(facts()).toEqual(['1 day’s notice']);
});

it('leaves out what no menu gives, and draws nothing with no figure at all', () => {
  const { container, unmount } = render(<CateringFacts title="Delivery" menus={[{ pricePerPerson: null, minimumGuests: null }]} onsite={false} lead={{ ...LEAD, pickupDeliveryHours: 0 }} />);
  expect(container).toBeEmptyDOMElement();
  unmount();
  render(<CateringFacts title="Delivery" menus={[{ pricePerPerson: null, minimumGuests: 15 }]} onsite={false} lead={LEAD} />);
  expect(facts()).toEqual(['From 15 guests', '48 hours’ notice']);
});
