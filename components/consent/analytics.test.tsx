/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { Analytics } from './analytics';
import { ConsentProvider } from './consent-provider';

// mockActiveFails: its code failed to download (a poor connection), as next/dynamic then throws.
let mockActiveFails = false;
jest.mock('./analytics-active', () => ({
  __esModule: true,
  default: () => {
    if (mockActiveFails) throw new Error('Failed to load chunk /_next/static/chunks/analytics.js');
    return <span data-testid="ga-active" />;
  },
}));

const layer = () => (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>));

beforeEach(() => {
  mockActiveFails = false;
  delete window.dataLayer;
  window.localStorage.clear();
});

it('sends nothing and loads nothing without a measurement id, even with consent', async () => {
  window.localStorage.setItem('cookie-consent-v1', JSON.stringify({ analytics: true, marketing: false, source: 'visitor', decidedAt: 'x' }));
  const { queryByTestId } = render(
    <ConsentProvider>
      <Analytics />
    </ConsentProvider>,
  );
  await act(async () => {});
  expect(window.dataLayer).toBeUndefined();
  expect(queryByTestId('ga-active')).toBeNull();
});

it('starts with consent denied and does not load GA before consent', async () => {
  const { queryByTestId } = render(
    <ConsentProvider>
      <Analytics gaId="G-TEST" />
    </ConsentProvider>,
  );
  await act(async () => {});
  expect(layer()).toContainEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
  expect(layer()).toContainEqual(['set', { send_page_view: false, anonymize_ip: true }]);
  expect(layer().filter((e) => e[0] === 'consent' && e[1] === 'update').at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  expect(queryByTestId('ga-active')).toBeNull();
});

it("leaves the page as it is when analytics' code cannot be downloaded", async () => {
  mockActiveFails = true;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('cookie-consent-v1', JSON.stringify({ analytics: true, marketing: false, source: 'visitor', decidedAt: 'x' }));
  const { getByLabelText, queryByTestId } = render(
    <ConsentProvider>
      <label>
        Message <textarea defaultValue="A half-written quote" />
      </label>
      <Analytics gaId="G-TEST" />
    </ConsentProvider>,
  );
  await act(async () => {});
  expect(getByLabelText('Message')).toHaveValue('A half-written quote');
  expect(queryByTestId('ga-active')).toBeNull();
});
