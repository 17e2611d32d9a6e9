/**
 * The JSON API that serves the content (shops, menu, specials, home page, careers) against the
 * running production build, on the embedded database and on PostgreSQL (npm run test:all does
 * both), and on the second content set (project alt-content). Every expectation comes from the
 * content the server was seeded with (`facts`), or from fixed rules of the API; clocks are chosen
 * from the content too (an ordinary open hour, a holiday a shop is closed for).
 */
import { homeCopy } from '@/lib/content/copy/home';
import { distanceMiles } from '@/lib/domain/distance';
import { formatTime, getOpenStatus, parseTime, todaysHours } from '@/lib/domain/hours';
import { pickVariant } from '@/lib/domain/homepage';
import {
  addDays,
  at,
  businessInstant,
  closedHoliday,
  expect,
  nextWeekday,
  openMoment,
  ordinaryOpenDate,
  plusMinutes,
  salaryText,
  specialsByDay,
  test,
  weeklyHoursOn,
  type Facts,
  type Shop,
} from '../helpers/content-facts';

const wire = (shop: Shop) => ({
  _id: shop.id,
  slug: shop.slug,
  name: shop.name,
  address: { address1: shop.address1, address2: shop.address2 ?? null, city: shop.city, state: shop.state, zip: shop.zip },
  phoneNumber: shop.phoneNumber,
  pickupUrl: shop.pickupUrl,
  deliveryUrl: shop.deliveryUrl,
  websiteUrl: shop.websiteUrl,
  photoSrc: shop.photoSrc,
  hours: shop.hours,
});

/** A shop whose name is more than one word, so finding it by name means turning spaces into dashes. */
const multiWordShop = (facts: Facts) => facts.rows.locations.find((l) => /\s/.test(l.name)) ?? facts.rows.locations[0];

test.describe('locations', () => {
  test('GET /api/locations lists every shop of the content, in its order, with its status at the request time', async ({ request, facts }) => {
    const shops = facts.rows.locations;
    const moment = openMoment(shops[0]);
    expect(moment, `${shops[0].slug} opens on some ordinary day`).not.toBeNull();
    const res = await request.get('/api/locations', { headers: at(moment!.iso) });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((l: { slug: string }) => l.slug)).toEqual(shops.map((s) => s.slug));
    for (const [i, shop] of shops.entries()) {
      expect(body.data[i], shop.slug).toMatchObject({
        ...wire(shop),
        coordinates: { latitude: shop.latitude, longitude: shop.longitude },
        currentStatus: getOpenStatus(shop.hours, shop.hoursOverrides ?? [], new Date(moment!.iso)),
        todaysHours: todaysHours(shop.hours, shop.hoursOverrides ?? [], new Date(moment!.iso)),
      });
    }
    // Half-way through an ordinary day the first shop is open until its closing time.
    expect(body.data[0].currentStatus).toEqual({ isOpen: true, message: `Open now until ${formatTime(parseTime(moment!.close))}` });
  });

  test('status is computed at request time in Pacific time, holidays included', async ({ request, facts }) => {
    const holiday = closedHoliday(facts);
    test.skip(!holiday, 'the content has no holiday a shop is closed for, followed by an ordinary open day');
    const { shop, date, label, reopens } = holiday!;
    const res = await request.get(`/api/locations/${shop.slug}`, { headers: at(businessInstant(date, '12:00')) });
    expect((await res.json()).data.currentStatus).toEqual({ isOpen: false, message: `Closed for ${label}. Opens tomorrow at ${formatTime(parseTime(reopens))}` });
    // The list (the order dialog's data) names the holiday in today's hours too.
    const list = await (await request.get('/api/locations', { headers: at(businessInstant(date, '12:00')) })).json();
    expect(list.data.find((l: { slug: string }) => l.slug === shop.slug).todaysHours).toEqual({ closed: true, text: `Closed today: ${label}`, holiday: label });
  });

  test('late in the evening it is still that day in California, though the next day in UTC', async ({ request, facts }) => {
    // A shop that closes between 16:30 and 22:30 on an ordinary day followed by another: half an
    // hour after closing it is already the next day in UTC, still the same day here.
    const closesInTheEvening = (l: Shop) => {
      const date = ordinaryOpenDate(l);
      const close = date ? parseTime(weeklyHoursOn(l, date).close) : 0;
      return close >= parseTime('16:30') && close <= parseTime('22:30');
    };
    const shop = facts.rows.locations.find(closesInTheEvening);
    test.skip(!shop, 'no shop closes between 16:30 and 22:30 on an ordinary day');
    const date = ordinaryOpenDate(shop!)!;
    const late = businessInstant(date, plusMinutes(weeklyHoursOn(shop!, date).close, 30));
    expect(late.slice(0, 10)).toBe(addDays(date, 1));
    const res = await request.get(`/api/locations/${shop!.slug}`, { headers: at(late) });
    const tomorrow = weeklyHoursOn(shop!, addDays(date, 1));
    expect((await res.json()).data.currentStatus).toEqual({ isOpen: false, message: `Closed. Opens tomorrow at ${formatTime(parseTime(tomorrow.open))}` });
  });

  test('GET /api/locations/{key} finds a shop by slug, by name in any case and by _id', async ({ request, facts }) => {
    const shop = multiWordShop(facts);
    const dashed = shop.name.replace(/\s+/g, '-');
    for (const key of [shop.slug, shop.name, dashed.toUpperCase(), shop.name.toLowerCase(), shop.slug.toUpperCase(), shop.id]) {
      const res = await request.get(`/api/locations/${encodeURIComponent(key)}`);
      expect(res.status(), key).toBe(200);
      const body = await res.json();
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({ ...wire(shop), coordinates: { lat: shop.latitude, lng: shop.longitude } });
    }
  });

  test('an unknown shop is a 404 with a message', async ({ request, facts }) => {
    const unknown = 'no-such-shop';
    expect(facts.rows.locations.map((l) => l.slug)).not.toContain(unknown);
    const res = await request.get(`/api/locations/${unknown}`);
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: expect.stringContaining('not found') });
  });

  test('GET /api/locations/map/center is the centroid of the shops', async ({ request, facts }) => {
    const body = await (await request.get('/api/locations/map/center')).json();
    expect(body.success).toBe(true);
    const shops = facts.rows.locations;
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(body.data.center.latitude).toBeCloseTo(mean(shops.map((s) => s.latitude)), 4);
    expect(body.data.center.longitude).toBeCloseTo(mean(shops.map((s) => s.longitude)), 4);
  });

  test('POST /api/locations/distances answers miles to every shop, nearest first', async ({ request, facts }) => {
    const shops = facts.rows.locations;
    // Standing at the last shop: it is 0 miles away and comes first.
    const here = shops[shops.length - 1];
    const from = { latitude: here.latitude, longitude: here.longitude };
    const res = await request.post('/api/locations/distances', { data: from });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.data).toHaveLength(shops.length);
    expect(body.data[0]).toEqual({ _id: here.id, distance: 0 });
    const distances = body.data.map((d: { distance: number }) => d.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const shop of shops) {
      const miles = distanceMiles(from, { latitude: shop.latitude, longitude: shop.longitude });
      expect(body.data.find((d: { _id: string }) => d._id === shop.id)?.distance, shop.slug).toBeCloseTo(miles, 1);
    }
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
  test('GET /api/menu-categories/ lists the content\'s categories in order, with websiteUrl /menu/{slug}', async ({ request, facts }) => {
    const body = await (await request.get('/api/menu-categories/')).json();
    expect(body.success).toBe(true);
    const categories = facts.rows.menuCategories;
    expect(body.data).toHaveLength(categories.length);
    for (const [i, c] of categories.entries()) {
      expect(body.data[i], c.slug).toEqual({
        _id: c.id,
        slug: c.slug,
        category: c.category,
        description: c.description,
        websiteUrl: `/menu/${c.slug}`,
        photoSrc: c.photoSrc,
        photos: c.photos,
        ...(c.label ? { label: c.label } : {}),
      });
    }
  });

  test('GET /api/menu-items/category/{slug} lists each category\'s items in the content\'s order, with prices', async ({ request, facts }) => {
    for (const c of facts.rows.menuCategories) {
      const body = await (await request.get(`/api/menu-items/category/${c.slug}`)).json();
      expect(body.success, c.slug).toBe(true);
      const items = facts.rows.menuItems.filter((i) => i.categoryId === c.id);
      expect(body.data.map((i: { name: string }) => i.name), c.slug).toEqual(items.map((i) => i.name));
      const order = body.data.map((i: { orderBy: number }) => i.orderBy);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const [n, item] of items.entries()) {
        expect(body.data[n], item.id).toMatchObject({
          _id: item.id,
          description: item.description,
          photos: item.photos,
          image: item.photoSrc ?? null,
          price: item.priceCents == null ? null : item.priceCents / 100,
          dietaryTags: item.dietaryTags,
        });
      }
    }
  });

  test('an unknown category is a 404', async ({ request, facts }) => {
    expect(facts.rows.menuCategories.map((c) => c.slug)).not.toContain('unicorns');
    const res = await request.get('/api/menu-items/category/unicorns');
    expect(res.status()).toBe(404);
    expect((await res.json()).success).toBe(false);
  });
});

test.describe('specials', () => {
  const asServed = (s: Facts['rows']['specials'][number]) => ({
    name: s.name,
    description: s.description,
    heroImageSrc: s.heroImageSrc ?? null,
    heroImageMobileSrc: s.heroImageMobileSrc ?? null,
    label: s.label ?? null,
    price: s.priceCents == null ? null : s.priceCents / 100,
  });

  test('GET /api/specials/today uses the Pacific weekday', async ({ request, facts }) => {
    // The day with the most specials, at 9 PM there: already the next day in UTC.
    const busiest = specialsByDay(facts).reduce((a, b) => (b.specials.length > a.specials.length ? b : a));
    const evening = businessInstant(nextWeekday('2026-11-02', busiest.day), '21:00');
    const body = await (await request.get('/api/specials/today', { headers: at(evening) })).json();
    expect(body.success).toBe(true);
    expect(body.data).toEqual({ dayOfWeek: busiest.day, isToday: true, specials: busiest.specials.map(asServed) });
  });

  test('GET /api/specials/day/{day} gives each day\'s specials in order, any case, and marks isToday', async ({ request, facts }) => {
    const friday = at(businessInstant('2026-11-20', '10:00'));
    for (const { day, specials } of specialsByDay(facts)) {
      const body = await (await request.get(`/api/specials/day/${day.toUpperCase()}`, { headers: friday })).json();
      expect(body.data, day).toEqual({ dayOfWeek: day, isToday: day === 'friday', specials: specials.map(asServed) });
    }
    const mixed = await (await request.get('/api/specials/day/Friday', { headers: friday })).json();
    expect(mixed.data.isToday).toBe(true);
  });

  test('an invalid day is a 400', async ({ request }) => {
    const res = await request.get('/api/specials/day/funday');
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: expect.stringContaining('monday') });
  });

  test("GET /api/specials/homepage-special gives the day's first special, and a 404 on a day without one", async ({ request, facts }) => {
    for (const { day, specials } of specialsByDay(facts)) {
      const res = await request.get('/api/specials/homepage-special', { headers: at(businessInstant(nextWeekday('2026-11-02', day), '10:00')) });
      if (specials.length) {
        expect(res.status(), day).toBe(200);
        expect(await res.json()).toEqual({ success: true, data: { description: `${specials[0].name}: ${specials[0].description}` } });
      } else {
        expect(res.status(), day).toBe(404);
        expect((await res.json()).success).toBe(false);
      }
    }
  });
});

test.describe('homepage content', () => {
  // The hero shown when no variant is eligible: the home page's copy, which the site builds in
  // whichever content folder the server reads.
  const fallback = homeCopy.heroFallback;

  /** Noon on each dated hero's first and last day, and on the day after the last one ends. */
  function heroClocks(facts: Facts): string[] {
    const dates = facts.rows.homepageContent.flatMap((h) => [h.startsOn, h.endsOn, h.endsOn ? addDays(h.endsOn, 1) : null]).filter((d): d is string => !!d);
    return [...new Set(['2026-06-01', ...dates])].map((d) => businessInstant(d, '12:00'));
  }

  test('the eligible hero with the highest priority is served on each day, with the fallback alongside', async ({ request, facts }) => {
    const heroes = facts.rows.homepageContent.map((h) => ({ ...h, active: h.active ?? true, priority: h.priority ?? 0, startsOn: h.startsOn ?? null, endsOn: h.endsOn ?? null }));
    for (const clock of heroClocks(facts)) {
      const res = await request.get('/api/homepage/content?screenWidth=390&screenHeight=844&timezone=America/Los_Angeles', { headers: at(clock) });
      const body = await res.json();
      expect(body).toMatchObject({ success: true, error: null });
      const expected = pickVariant(heroes, new Date(clock));
      expect(body.content, clock).toEqual(
        expected
          ? {
              contentId: expected.id,
              imageUrl: expected.imageUrl,
              mobileImageUrl: expected.mobileImageUrl ?? null,
              headingOne: expected.headingOne,
              headingTwo: expected.headingTwo,
              headingThree: expected.headingThree,
              button: expected.buttonLabel && expected.buttonUrl ? { label: expected.buttonLabel, href: expected.buttonUrl } : null,
            }
          : null,
      );
      expect(body.fallback).toMatchObject({ contentId: 'component-fallback', headingOne: fallback.headingOne, headingTwo: fallback.headingTwo, headingThree: fallback.headingThree });
    }
  });

  test('a dated hero wins on its first day when nothing eligible outranks it', async ({ request, facts }) => {
    const dated = facts.rows.homepageContent.filter((h) => h.active !== false && h.startsOn);
    test.skip(dated.length === 0, 'the content has no dated hero');
    const hero = dated.reduce((a, b) => ((b.priority ?? 0) > (a.priority ?? 0) ? b : a));
    const rivals = facts.rows.homepageContent.filter((h) => h.active !== false && h.id !== hero.id && (h.priority ?? 0) >= (hero.priority ?? 0));
    test.skip(rivals.length > 0, 'another active hero outranks every dated one');
    const body = await (await request.get('/api/homepage/content', { headers: at(businessInstant(hero.startsOn!, '00:30')) })).json();
    expect(body.content).toMatchObject({ contentId: hero.id, headingOne: hero.headingOne });
    const before = await (await request.get('/api/homepage/content', { headers: at(businessInstant(addDays(hero.startsOn!, -1), '23:30')) })).json();
    expect(before.content?.contentId).not.toBe(hero.id);
  });

  test('a non-numeric screen size is a 400', async ({ request }) => {
    expect((await request.get('/api/homepage/content?screenWidth=wide')).status()).toBe(400);
  });
});

test.describe('careers', () => {
  test('GET /api/careers lists the content\'s openings in order, with the pay range written out', async ({ request, facts }) => {
    const body = await (await request.get('/api/careers')).json();
    expect(body.success).toBe(true);
    const openings = facts.rows.careerOpenings;
    expect(body.data.map((j: { _id: string }) => j._id)).toEqual(openings.map((o) => o.id));
    for (const [i, o] of openings.entries()) {
      expect(body.data[i], o.id).toMatchObject({ position: o.position, employmentType: o.employmentType, location: o.locationLabel, applyUrl: o.applyUrl, salary: salaryText(o) });
      expect(body.data[i].salary).toMatch(/^\$[\d,.]+ - \$[\d,.]+ \/ (hour|year)$/);
    }
    const types = new Set(body.data.map((j: { employmentType: string }) => j.employmentType));
    expect(types).toEqual(new Set(openings.map((o) => o.employmentType)));
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
