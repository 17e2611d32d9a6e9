import { veteransOffer } from './veterans-offer';

it("states the veterans' discount, and nothing at all when it is 0", () => {
  expect(veteransOffer(15)).toBe('Veterans and active-duty military get 15% off.');
  expect(veteransOffer(0)).toBeNull();
});
