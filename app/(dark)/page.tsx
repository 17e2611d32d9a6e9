import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { CopyBlock } from '@/components/blocks/copy-block';
import { FeatureBoxes } from '@/components/home/feature-boxes';
import { FindShop } from '@/components/home/find-shop';
import { HomeHero } from '@/components/home/home-hero';
import { SizzleVideo } from '@/components/home/sizzle-video';
import { JsonLd } from '@/components/seo/json-ld';
import { OpenStatusWatch } from '@/components/layout/business-day-watch';
import { business } from '@/lib/content/copy/business';
import { homeCopy } from '@/lib/content/copy/home';
import { requestNow } from '@/lib/clock';
import { getHomepageContent, HOMEPAGE_FALLBACK } from '@/lib/data/homepage';
import { listLocations, statusWatch, withStatus } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';
import { getHomepageSpecial } from '@/lib/data/specials';
import { allClosedToday } from '@/lib/domain/holiday-notice';
import { isPhoneOrTabletUserAgent } from '@/lib/domain/device';
import { pickRandom } from '@/lib/random';
import { siteUrl } from '@/lib/env';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page';
import styles from '@/components/home/home.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const title = `${business.name}: BBQ, Deli, Butcher & Catering Since ${business.founded}`;
  return {
    ...pageMetadata({
      title,
      description: business.description,
      keywords: homeCopy.keywords,
      canonicalUrl: '/',
    }),
    title: { absolute: title },
  };
}

export default async function HomePage() {
  await connection();
  const now = await requestNow();
  // A failed read is logged and the page goes on with its default: the hero its built-in copy, the special box its title,
  // and the shops strip is left out.
  const [{ value: content }, { value: special }, { value: locations }, userAgent] = await Promise.all([
    readOr('home: homepage content', getHomepageContent(now), null),
    readOr('home: homepage special', getHomepageSpecial(now), null),
    readOr('home: locations', listLocations(), []),
    headers().then((h) => h.get('user-agent')),
  ]);
  const base = siteUrl();
  const { generations, locations: locationsCopy, findShop, video, community } = homeCopy;
  const { images: locationImages, ...locationsBlock } = locationsCopy;

  return (
    <>
      <JsonLd data={[organizationJsonLd(base), websiteJsonLd(base)]} />
      <HomeHero content={content ?? HOMEPAGE_FALLBACK} />
      <FeatureBoxes specialDescription={special?.description ?? null} closedFor={allClosedToday(locations, now)} />
      <OpenStatusWatch {...statusWatch(locations, now)} />
      <FindShop shops={locations.map((l) => withStatus(l, now))} headline={findShop.headline} linkLabel={findShop.linkLabel} />
      <CopyBlock id="home-generations" {...generations} />
      <CopyBlock id="home-locations" {...locationsBlock} imageUrl={pickRandom(locationImages)} />
      <section className={styles.videoSection} aria-labelledby="home-video-title">
        <div className="container">
          <div className={styles.videoHead}>
            <p className="eyebrow">{video.eyebrow}</p>
            <h2 id="home-video-title">{video.headline}</h2>
          </div>
          <SizzleVideo video={video} preferMobile={isPhoneOrTabletUserAgent(userAgent)} />
        </div>
      </section>
      <CopyBlock id="home-community" {...community} />
    </>
  );
}
