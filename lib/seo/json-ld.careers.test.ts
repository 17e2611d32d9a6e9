import { business } from '@/lib/content/copy/business';
import { itemListJsonLd, jobPostingJsonLd, serializeJsonLd, webPageJsonLd, type JobPostingInput } from './json-ld';

const base = 'https://www.example.com';
const opening: JobPostingInput['opening'] = {
  _id: 'job_counter_concord',
  position: 'Counter Team Member',
  employmentType: 'Part-time',
  salaryRange: { min: 18.5, max: 22, unit: 'HOUR', currency: 'USD' },
  datePosted: '2026-11-02',
  description: 'Greet guests & build <great> sandwiches.',
  responsibilities: ['Take orders', 'Build sandwiches'],
  qualifications: ['Friendly'],
};
const shop = { address1: '1 Main St', city: 'Concord', state: 'CA', zip: '94520' };

describe('jobPostingJsonLd', () => {
  const job = jobPostingJsonLd({ opening, address: shop, benefits: ['Shift meals'], path: '/careers/job_counter_concord' }, base);

  it('carries the fields Google requires for a job posting', () => {
    expect(job).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Counter Team Member',
      datePosted: '2026-11-02',
      url: 'https://www.example.com/careers/job_counter_concord',
      directApply: false,
      identifier: { '@type': 'PropertyValue', value: 'job_counter_concord' },
    });
  });
  it('names no end date: an opening has none', () => expect(job).not.toHaveProperty('validThrough'));
  it('maps the employment type to PART_TIME / FULL_TIME', () => {
    expect(job).toMatchObject({ employmentType: 'PART_TIME' });
    const full = jobPostingJsonLd({ opening: { ...opening, employmentType: 'Full-time' }, address: shop, benefits: [], path: '/x' }, base);
    expect(full).toMatchObject({ employmentType: 'FULL_TIME' });
  });
  it('states the pay as a USD MonetaryAmount range per hour or year', () => {
    expect(job).toMatchObject({
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 18.5, maxValue: 22, unitText: 'HOUR' } },
    });
    const yearly = jobPostingJsonLd({ opening: { ...opening, salaryRange: { min: 65000, max: 78000, unit: 'YEAR', currency: 'USD' } }, address: shop, benefits: [], path: '/x' }, base);
    expect(yearly).toMatchObject({ baseSalary: { value: { minValue: 65000, maxValue: 78000, unitText: 'YEAR' } } });
  });
  it('names the hiring organization with its site, logo and profiles elsewhere (never the site as its own sameAs)', () => {
    expect(job).toMatchObject({
      hiringOrganization: { '@type': 'Organization', name: business.name, url: 'https://www.example.com/', logo: 'https://www.example.com/images/logo.svg' },
    });
    const sameAs = (job as { hiringOrganization: { sameAs?: string[] } }).hiringOrganization.sameAs;
    expect(sameAs ?? []).toEqual([...business.social]);
    expect(sameAs ?? []).not.toContain('https://www.example.com/');
  });
  it("puts the job at the shop's address", () => {
    expect(job).toMatchObject({
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: '1 Main St', addressLocality: 'Concord', addressRegion: 'CA', postalCode: '94520', addressCountry: 'US' } },
    });
  });
  it("keeps a shop's second address line (a suite) on the street line, as the shop's own page does", () => {
    const inSuite = jobPostingJsonLd({ opening, address: { ...shop, address2: 'Suite 4' }, benefits: [], path: '/x' }, base);
    expect(inSuite).toMatchObject({ jobLocation: { address: { streetAddress: `${shop.address1}, Suite 4` } } });
  });
  it('falls back to the corporate office when the job has no shop', () => {
    const office = jobPostingJsonLd({ opening, address: null, benefits: [], path: '/x' }, base);
    const o = business.corporateOffice;
    expect(office).toMatchObject({ jobLocation: { address: { streetAddress: o.address1, addressLocality: o.city, addressRegion: o.state, postalCode: o.zip } } });
  });
  it('writes an HTML description with escaped text and the lists', () => {
    const d = (job as { description: string }).description;
    expect(d).toContain('<p>Greet guests &amp; build &lt;great&gt; sandwiches.</p>');
    expect(d).toContain('<h3>Responsibilities</h3><ul><li>Take orders</li><li>Build sandwiches</li></ul>');
    expect(d).toContain('<h3>Benefits</h3><ul><li>Shift meals</li></ul>');
  });
  it('serializes without a raw "<" so the HTML cannot end the script element', () => {
    expect(serializeJsonLd(job)).not.toContain('<');
  });
});

describe('itemListJsonLd', () => {
  it('lists entries in order with absolute URLs', () => {
    expect(itemListJsonLd('Openings', [{ name: 'A', path: '/careers/a' }, { name: 'B', path: '/careers/b' }], base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Openings',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'A', url: 'https://www.example.com/careers/a' },
        { '@type': 'ListItem', position: 2, name: 'B', url: 'https://www.example.com/careers/b' },
      ],
    });
  });
});

describe('webPageJsonLd', () => {
  it('describes a page with its dates and links it to the site and organization', () => {
    expect(webPageJsonLd({ name: 'Terms', description: 'd', path: '/terms-of-use', datePublished: '2025-06-04', dateModified: '2025-06-04' }, base)).toMatchObject({
      '@type': 'WebPage',
      url: 'https://www.example.com/terms-of-use',
      datePublished: '2025-06-04',
      dateModified: '2025-06-04',
      isPartOf: { '@id': 'https://www.example.com/#website' },
      publisher: { '@type': 'Organization', '@id': 'https://www.example.com/#organization', name: business.name, url: 'https://www.example.com/' },
    });
  });
  it('leaves dates out when not given', () => {
    expect(webPageJsonLd({ name: 'x', description: 'd', path: '/balance' }, base)).not.toHaveProperty('dateModified');
  });
});
