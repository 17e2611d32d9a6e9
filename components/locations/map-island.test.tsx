/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LOCATIONS_TEXT } from './fixed-text';
import { MapIsland } from './map-island';

// next/dynamic as the App Router builds it (Jest would otherwise load the Pages Router's, which
// hands a failed download to the loading view instead of throwing it).
jest.mock('next/dynamic', () => jest.requireActual('next/dist/shared/lib/app-dynamic'));
// The map's code could not be downloaded (a poor connection): next/dynamic's import rejects.
jest.mock('./google-map', () => {
  throw new Error('Failed to load chunk /_next/static/chunks/google-map.js');
});

it("stands the map service's notice and the keyless map in for a map whose code cannot be downloaded", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <main>
      <h1>Our shops</h1>
      <MapIsland apiKey="k" shops={[]} fallback={<p>The keyless map</p>} />
    </main>,
  );
  expect(await screen.findByTestId('map-failure')).toHaveTextContent(LOCATIONS_TEXT.mapServiceFailed);
  expect(screen.getByTestId('map-failure')).toHaveTextContent('The keyless map');
  expect(screen.getByRole('heading', { name: 'Our shops' })).toBeVisible();
});
