import { RewardsHero } from '@/components/rewards/rewards-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { Faq } from '@/components/seo/faq';
import { JsonLd } from '@/components/seo/json-ld';
import { rewardsCopy as copy } from '@/lib/content/copy/rewards';
import { siteUrl } from '@/lib/env';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page';
import { business, externalLinks } from '@/lib/site';
import styles from '@/components/rewards/rewards.module.css';
import { NewTabHint } from '@/components/ui/new-tab-hint';

const TITLE = `${business.shortName} Rewards`;

export async function generateMetadata() {
  return pageMetadata({
    title: TITLE,
    description: copy.metaDescription,
    keywords: [...copy.keywords, business.name],
    canonicalUrl: '/rewards',
  });
}

export default function RewardsPage() {
  const { rewardsSignUpUrl, rewardsSignInUrl } = externalLinks();
  return (
    <>
      <RewardsHero image={copy.hero.image} mobileImage={copy.hero.mobileImage}>
        <p className={`eyebrow ${styles.heroEyebrow}`}>{copy.hero.eyebrow}</p>
        <h1 className={styles.heroTitle}>{copy.hero.heading}</h1>
        <p className={styles.heroText}>{copy.hero.text}</p>
        <div className={styles.heroActions}>
          <a href={rewardsSignUpUrl} target="_blank" rel="noopener noreferrer" className="btn" data-testid="rewards-join">
            {copy.joinLabel}
            <NewTabHint />
          </a>
          <a href={rewardsSignInUrl} target="_blank" rel="noopener noreferrer" className={styles.signIn} data-testid="rewards-sign-in">
            {copy.signInLabel}
            <NewTabHint />
          </a>
        </div>
      </RewardsHero>

      <section className="section" aria-labelledby="rewards-cards">
        <div className="container">
          <h2 id="rewards-cards" className={styles.centered}>
            {copy.cardsHeading}
          </h2>
          <ol className={styles.cards}>
            {copy.cards.map((card, i) => (
              <li key={card.title} className={`card ${styles.card}`} data-testid="rewards-card">
                <span className={styles.step} aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{card.title}</h3>
                <ul>
                  {card.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <p className={`muted ${styles.note}`}>{copy.managedNote}</p>
        </div>
      </section>

      <Faq items={copy.faq} title="Rewards FAQ" />

      <BreadcrumbJsonLd crumbs={[{ name: TITLE, path: '/rewards' }]} />
      <JsonLd data={webPageJsonLd({ name: TITLE, description: copy.metaDescription, path: '/rewards' }, siteUrl())} />
    </>
  );
}
