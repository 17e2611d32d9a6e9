/** The business as the site presents it: content/site/business.json plus overrides from the environment. */
import { business } from '@/lib/content/copy/business';
import { env } from './env';

export function externalLinks() {
  const e = env();
  const withSource = (u: string) => {
    const link = new URL(u);
    link.searchParams.set('utm_source', 'kinders-website');
    return link.toString();
  };
  return {
    /** The sauces shop; the link carries a tracking source parameter. */
    saucesShopUrl: withSource(e.SAUCES_SHOP_URL ?? business.external.saucesShopUrl),
    rewardsSignUpUrl: e.REWARDS_SIGNUP_URL ?? business.external.rewardsSignUpUrl,
    rewardsSignInUrl: e.REWARDS_SIGNIN_URL ?? business.external.rewardsSignInUrl,
    /** Where gift cards are sold ("Buy a gift card" on /balance and in the footer). */
    giftCardShopUrl: e.GIFT_CARD_SHOP_URL ?? business.external.giftCardShopUrl,
  };
}

export { business };
