/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DOWNLOAD_WAIT_MS } from '@/components/ui/on-demand';
import { locationsCopy as copy } from '@/lib/content/copy/locations';
import { PlaceSearch } from './place-search';

// The places' download hangs (a poor connection): a module that exports `then` is taken for a
// promise by import(), and this one never settles.
jest.mock('@/lib/domain/places', () => ({ then: () => {} }));

afterEach(() => jest.useRealTimers());

it('says the search could not open when the download of the places hangs, instead of doing nothing', async () => {
  jest.useFakeTimers();
  const onPlace = jest.fn();
  render(<PlaceSearch onPlace={onPlace} />);
  fireEvent.change(screen.getByRole('textbox', { name: copy.searchLabel }), { target: { value: '94520' } });
  fireEvent.click(screen.getByRole('button', { name: copy.searchButton }));
  await act(async () => jest.advanceTimersByTimeAsync(DOWNLOAD_WAIT_MS - 1));
  expect(screen.queryByRole('alert')).toBeNull();
  await act(async () => jest.advanceTimersByTimeAsync(1));
  expect(screen.getByRole('alert')).toHaveTextContent("We couldn't open the ZIP code and city search.");
  expect(onPlace).not.toHaveBeenCalled();
});
