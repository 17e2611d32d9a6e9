/**
 * The JSON API of SPEC section 7 against the running production build. Runs on the embedded
 * database and again on PostgreSQL (npm run test:all does both).
 */
import { expect, test } from '@playwright/test';

const SLUGS = ['brentwood', 'concord', 'hercules', 'martinez', 'pleasant-hill', 'walnut-creek-parkside', 'walnut-creek-ygnacio'];
// Friday 2026-11-20, 10:00 AM Pacific.
const FRIDAY_MORNING = { 'x-test-now': '2026-11-20T18:00:00Z' };

test.describe('locations', () => {
  test('GET /api/locations lists all seven shops with status', async ({ request }) => {
    const res = await request.get('/api/locations', { headers: FRIDAY_MORNING });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((l: { slug: string }) => l.slug).sort()).toEqual([...SLUGS].sort());
    const concord = body.data.find((l: { slug: string }) => l.slug === 'concord');
    expect(concord).toMatchObject({
      _id: expect.any(String),
      name: 'Concord',
      address: { address1: expect.any(String), city: 'Concord', state: 'CA', zip: '94520' },
      phoneNumber: expect.stringMatching(/555-01\d\d/),
      coordinates: { latitude: expect.any(Number), longitude: expect.any(Number) },
      pickupUrl: expect.stringMatching(/^https:\/\/[^/]*example\.com\//),
      deliveryUrl: expect.stringMatching(/^https:\/\/[^/]*example\.com\//),
      hours: { monday: { open: '08:30', close: '21:00', closed: false } },
      currentStatus: { isOpen: true, message: 'Open now until 9:00 PM' },
    });
  });

  test('status is computed at request time in Pacific time', async ({ request }) => {
    // Thanksgiving 2026, noon Pacific: every shop is closed.
    const res = await request.get('/api/locations/concord', { headers: { 'x-test-now': '2026-11-26T20:00:00Z' } });
    expect((await res.json()).data.currentStatus).toEqual({ isOpen: false, message: 'Closed for Thanksgiving Day. Opens tomorrow at 8:30 AM' });
    const late = await request.get('/api/locations/concord', { headers: { 'x-test-now': '2026-11-21T05:30:00Z' } });
    expect((await late.json()).data.currentStatus).toEqual({ isOpen: false, message: 'Closed. Opens tomorrow at 8:30 AM' });
  });

  test('GET /api/locations/{key} finds a shop by slug, by name in any case and by _id', async ({ request }) => {
    for (const key of ['walnut-creek-parkside', 'Walnut Creek Parkside', 'WALNUT-CREEK-PARKSIDE', 'walnut creek parkside', 'loc_walnut_creek_parkside']) {
      const res = await request.get(`/api/locations/${encodeURIComponent(key)}`);
      expect(res.status(), key).toBe(200);
      const body = await res.json();
      expect(body.success).toBe(true);
      expect(body.data.slug).toBe('walnut-creek-parkside');
      expect(body.data.coordinates).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
    }
  });

  test('an unknown shop is a 404 with a message', async ({ request }) => {
    const res = await request.get('/api/locations/atlantis');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: expect.stringContaining('not found') });
  });

  test('GET /api/locations/map/center is the centroid of the shops, inside the East Bay', async ({ request }) => {
    const body = await (await request.get('/api/locations/map/center')).json();
    expect(body.success).toBe(true);
    expect(body.data.center.latitude).toBeGreaterThan(37.85);
    expect(body.data.center.latitude).toBeLessThan(38.05);
    expect(body.data.center.longitude).toBeGreaterThan(-122.35);
    expect(body.data.center.longitude).toBeLessThan(-121.65);
  });

  test('POST /api/locations/distances answers miles to every shop, nearest first', async ({ request }) => {
    // Downtown Walnut Creek.
    const res = await request.post('/api/locations/distances', { data: { latitude: 37.9063, longitude: -122.0649 } });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.data).toHaveLength(7);
    expect(body.data[0]).toEqual({ _id: expect.stringMatching(/walnut_creek/), distance: expect.any(Number) });
    const distances = body.data.map((d: { distance: number }) => d.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.data.find((d: { _id: string }) => d._id === 'loc_brentwood').distance).toBeGreaterThan(15);
  });

  for (const [name, payload] of [
    ['missing coordinates', {}],
    ['non-numeric latitude', { latitude: 'north', longitude: -122 }],
    ['latitude out of range', { latitude: 95, longitude: -122 }],
    ['longitude out of range', { latitude: 37, longitude: -190 }],
  ] as const) {
    test(`distances: ${name} is a 400 with a message`, async ({ request }) => {
      const res = await request.post('/api/locations/distances', { data: payload });
      expect(res.status()).toBe(400);
      const body = await res.json();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/latitude/);
    });
  }

  test('distances: malformed JSON is a 400 and text/plain a 415', async ({ request }) => {
    const bad = await request.post('/api/locations/distances', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{"latitude": 3') });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBe('Request body is not valid JSON.');
    const plain = await request.post('/api/locations/distances', { headers: { 'content-type': 'text/plain' }, data: Buffer.from('{"latitude":37,"longitude":-122}') });
    expect(plain.status()).toBe(415);
  });
});

test.describe('menu', () => {
  test('GET /api/menu-categories/ lists categories with websiteUrl /menu/{slug}', async ({ request }) => {
    const body = await (await request.get('/api/menu-categories/')).json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    for (const c of body.data) {
      expect(c).toMatchObject({ _id: expect.any(String), category: expect.any(String), description: expect.any(String), photoSrc: expect.any(String) });
      expect(c.websiteUrl).toMatch(/^\/menu\/[a-z0-9-]+$/);
    }
    expect(body.data.map((c: { category: string }) => c.category)).toEqual(expect.arrayContaining(['BBQ Sandwiches', 'Deli Sandwiches', 'Salads', 'Sides', 'Butcher Counter']));
  });

  test('GET /api/menu-items/category/{slug} lists items sorted by orderBy', async ({ request }) => {
    const body = await (await request.get('/api/menu-items/category/bbq-sandwiches')).json();
    expect(body.success).toBe(true);
    expect(body.data[0].name).toBe('Famous Ball Tip Sandwich');
    const order = body.data.map((i: { orderBy: number }) => i.orderBy);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(body.data[0]).toMatchObject({ _id: expect.any(String), description: expect.any(String), photos: expect.any(Array) });
  });

  test('an unknown category is a 404', async ({ request }) => {
    const res = await request.get('/api/menu-items/category/unicorns');
    expect(res.status()).toBe(404);
    expect((await res.json()).success).toBe(false);
  });
});

test.describe('specials', () => {
  test('GET /api/specials/today uses the Pacific weekday', async ({ request }) => {
    // 2026-11-20T05:00Z is still Thursday evening in California.
    const body = await (await request.get('/api/specials/today', { headers: { 'x-test-now': '2026-11-20T05:00:00Z' } })).json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ dayOfWeek: 'thursday', isToday: true });
    expect(body.data.specials.length).toBeGreaterThan(1);
    expect(body.data.specials[0]).toMatchObject({ name: expect.any(String), description: expect.any(String) });
    expect(body.data.specials[0]).toHaveProperty('heroImageSrc');
    expect(body.data.specials[0]).toHaveProperty('label');
  });

  test('GET /api/specials/day/{day} accepts any case and marks isToday', async ({ request }) => {
    const body = await (await request.get('/api/specials/day/MONDAY', { headers: FRIDAY_MORNING })).json();
    expect(body.data).toMatchObject({ dayOfWeek: 'monday', isToday: false });
    const friday = await (await request.get('/api/specials/day/Friday', { headers: FRIDAY_MORNING })).json();
    expect(friday.data.isToday).toBe(true);
  });

  test('every weekday has a special', async ({ request }) => {
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
      const body = await (await request.get(`/api/specials/day/${day}`)).json();
      expect(body.data.specials.length, day).toBeGreaterThan(0);
    }
  });

  test('an invalid day is a 400', async ({ request }) => {
    const res = await request.get('/api/specials/day/funday');
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: expect.stringContaining('monday') });
  });

  test('GET /api/specials/homepage-special gives today\'s description', async ({ request }) => {
    const body = await (await request.get('/api/specials/homepage-special', { headers: FRIDAY_MORNING })).json();
    expect(body.success).toBe(true);
    expect(body.data.description).toContain('Ball Tip Friday');
  });
});

test.describe('homepage content', () => {
  test('the holiday variant is active in November, with the fallback alongside', async ({ request }) => {
    const res = await request.get('/api/homepage/content?screenWidth=390&screenHeight=844&timezone=America/Los_Angeles', { headers: FRIDAY_MORNING });
    const body = await res.json();
    expect(body).toMatchObject({ success: true, error: null });
    expect(body.content.contentId).toBe('home_holidays_2026');
    expect(body.fallback).toMatchObject({ contentId: 'component-fallback', headingTwo: 'No One Leaves Hungry.', headingThree: 'Family-owned. Community-loved. Consistently delicious.' });
    expect(body.fallback.headingOne).toMatch(/^Welcome to .+!$/);
  });

  test('the everyday variant is active outside the holiday run', async ({ request }) => {
    const body = await (await request.get('/api/homepage/content', { headers: { 'x-test-now': '2026-06-01T18:00:00Z' } })).json();
    expect(body.content.contentId).toBe('home_everyday');
  });

  test('a non-numeric screen size is a 400', async ({ request }) => {
    expect((await request.get('/api/homepage/content?screenWidth=wide')).status()).toBe(400);
  });
});

test.describe('careers', () => {
  test('GET /api/careers lists openings with a pay range, mixing full- and part-time', async ({ request }) => {
    const body = await (await request.get('/api/careers')).json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    for (const job of body.data) {
      expect(job).toMatchObject({ _id: expect.any(String), position: expect.any(String), location: expect.any(String), applyUrl: expect.stringMatching(/^https:\/\//) });
      expect(job.salary).toMatch(/^\$[\d,.]+ - \$[\d,.]+ \/ (hour|year)$/);
    }
    const types = new Set(body.data.map((j: { employmentType: string }) => j.employmentType));
    expect(types).toEqual(new Set(['Full-time', 'Part-time']));
  });
});

test.describe('errors', () => {
  test('an unknown API route is a JSON 404', async ({ request }) => {
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: expect.stringContaining('/api/does-not-exist') });
  });

  test('a wrong method is a JSON 405 with Allow', async ({ request }) => {
    const res = await request.delete('/api/locations');
    expect(res.status()).toBe(405);
    expect(res.headers()['allow']).toBe('GET');
    expect((await res.json()).success).toBe(false);
    expect((await request.get('/api/locations/distances')).status()).toBe(405);
  });
});
