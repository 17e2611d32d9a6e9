/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { testContent } from '@/lib/testing/content';
import { KeylessMap, type MapShop } from './keyless-map';
import { viewLink } from './location-card';

const locationContent = testContent().rows.locations;

const shops: MapShop[] = locationContent.map((l, i) => ({
  slug: l.slug,
  name: l.name,
  pin: i + 1,
  coordinates: { latitude: l.latitude, longitude: l.longitude },
  address: { address1: l.address1, city: l.city },
  // Every other shop closed, for the "Open now" marks.
  isOpen: i % 2 === 0,
}));

describe('KeylessMap', () => {
  const name = `Map of our ${shops.length} shops`;

  it('draws a linked, named pin per shop of the content in both drawings', () => {
    render(<KeylessMap shops={shops} />);
    const drawings = screen.getAllByRole('group', { name });
    expect(drawings).toHaveLength(2);
    for (const map of drawings) {
      const pins = within(map).getAllByRole('link');
      expect(pins.map((p) => p.getAttribute('href'))).toEqual(locationContent.map((l) => `/locations/${l.slug}`));
      for (const [i, l] of locationContent.entries()) expect(pins[i]).toHaveAccessibleName(`${l.name}: ${l.address1}, ${l.city}`);
    }
  });

  it('labels every pin with its name on the wide drawing', () => {
    render(<KeylessMap shops={shops} />);
    const [wide] = screen.getAllByRole('group', { name });
    const labels = [...wide.querySelectorAll('a text')].map((t) => t.textContent);
    expect(labels).toEqual(shops.map((s) => s.name));
  });

  it('places pins by their coordinates: further east is further right, further north is higher', () => {
    render(<KeylessMap shops={shops} />);
    const [wide] = screen.getAllByRole('group', { name });
    const at = (slug: string) => {
      const m = /translate\(([\d.]+) ([\d.]+)\)/.exec(wide.querySelector(`a[href="/locations/${slug}"] g`)!.getAttribute('transform')!)!;
      return { x: Number(m[1]), y: Number(m[2]) };
    };
    for (const a of shops) {
      for (const b of shops) {
        if (a.coordinates.longitude > b.coordinates.longitude) expect(at(a.slug).x).toBeGreaterThan(at(b.slug).x);
        if (a.coordinates.latitude > b.coordinates.latitude) expect(at(a.slug).y).toBeLessThan(at(b.slug).y);
      }
    }
  });

  it('marks a closed shop\'s pin, number and legend entry for the "Open now" filter to hide, and no open shop\'s', () => {
    const { container } = render(<KeylessMap shops={shops} />);
    const closedClass = (el: Element) => [...el.classList].some((c) => c.includes('closed'));
    for (const map of screen.getAllByRole('group', { name })) {
      const pins = within(map).getAllByRole('link');
      expect(pins.map(closedClass)).toEqual(shops.map((s) => !s.isOpen));
      expect([...map.querySelectorAll('g[aria-hidden] text[class*="pinNumber"]')].map(closedClass)).toEqual(shops.map((s) => !s.isOpen));
    }
    expect([...container.querySelectorAll('ol li')].map(closedClass)).toEqual(shops.map((s) => !s.isOpen));
  });

  it('draws nothing without shops', () => {
    const { container } = render(<KeylessMap shops={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('viewLink', () => {
  const shop = { slug: 'main-street', websiteUrl: '/locations/main-street' };
  it('opens /locations/{slug} in a new tab when distances are known', () => expect(viewLink(shop, true)).toEqual({ href: '/locations/main-street', newTab: true }));
  it("uses the shop's own address otherwise, in a new tab only when it is another site", () => {
    expect(viewLink(shop, false)).toEqual({ href: '/locations/main-street', newTab: false });
    expect(viewLink({ slug: 'main-street', websiteUrl: 'https://main-street.example.com/' }, false)).toEqual({ href: 'https://main-street.example.com/', newTab: true });
  });
});
