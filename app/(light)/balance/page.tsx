import { headers } from 'next/headers';
import { Picture } from '@/components/media/picture';
import { GiftCardWidget } from '@/components/balance/gift-card-widget';
import type { GiftCardWidgetConfig } from '@/components/balance/gift-card-loader';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { balanceCopy as copy } from '@/lib/content/copy/balance';
import { env, siteUrl } from '@/lib/env';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page';
import { BUY_GIFT_CARD } from '@/components/layout/footer';
import { business, externalLinks } from '@/lib/site';
import { ourShops } from '@/lib/data/locations';
import { testGiftCardScriptUrl } from '@/lib/testing/server-hooks';
import styles from '@/components/balance/balance.module.css';

const description = (shops: string) => `Check the balance of your ${business.name} gift card online, at any of our ${shops}, or by phone.`;

export async function generateMetadata() {
  return pageMetadata({
    title: copy.heading,
    description: description(await ourShops()),
    keywords: ['gift card balance', 'check gift card', 'gift cards', business.name],
    canonicalUrl: '/balance',
  });
}

/** The widget's settings, read per request; a test-only header may point it at a fake script. */
async function widgetConfig(): Promise<GiftCardWidgetConfig | null> {
  const testScript = await testGiftCardScriptUrl();
  if (testScript) return { scriptUrl: testScript, chain: 'test-chain', key: 'test-key' };
  const e = env();
  if (!e.GIFT_CARD_WIDGET_SCRIPT_URL || !e.GIFT_CARD_WIDGET_CHAIN || !e.GIFT_CARD_WIDGET_KEY) return null;
  return { scriptUrl: e.GIFT_CARD_WIDGET_SCRIPT_URL, chain: e.GIFT_CARD_WIDGET_CHAIN, key: e.GIFT_CARD_WIDGET_KEY };
}

export default async function BalancePage() {
  const pageDescription = description(await ourShops());
  const [config, requestHeaders] = await Promise.all([widgetConfig(), headers()]);
  // proxy.ts gives every request a CSP nonce; the provider's script must carry it.
  const nonce = requestHeaders.get('x-nonce') ?? undefined;

  return (
    <div className={styles.page} data-testid="balance-page">
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1>{copy.heading}</h1>
          <p className="lead">{copy.intro}</p>
          <a href={externalLinks().giftCardShopUrl} className={`btn ${styles.buy}`} data-testid="buy-gift-card">
            {BUY_GIFT_CARD}
          </a>
          <div className={styles.cardArt}>
            <Picture src={copy.cardImage} alt={copy.cardImageAlt} width={640} height={400} sizes="(min-width: 1024px) 420px, 80vw" preload />
          </div>
        </div>
        <section className={`card ${styles.panel}`} aria-labelledby="balance-check">
          <h2 id="balance-check" className={styles.panelTitle}>
            Check your balance
          </h2>
          <GiftCardWidget config={config} nonce={nonce} phone={business.corporateOffice.phone} unavailableText={copy.unavailableText} />
          <ul className={styles.tips}>
            {copy.tips.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
      </div>
      <BreadcrumbJsonLd crumbs={[{ name: copy.heading, path: '/balance' }]} />
      <JsonLd data={webPageJsonLd({ name: copy.heading, description: pageDescription, path: '/balance' }, siteUrl())} />
    </div>
  );
}
