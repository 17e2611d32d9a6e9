import type { CateringCopy } from '@/lib/content/schemas/copy';
import { fillTemplate } from '@/lib/content/template';
import { leadTimeWords, menusAtAGlance, type LeadTimes, type MenuFigures } from '@/lib/domain/catering';
import { formatInteger } from '@/lib/domain/number';
import { formatUsd } from '@/lib/domain/price';
import styles from './catering.module.css';

/**
 * A catering card's figures, so a planner can budget before opening any menu: what its menus
 * start at per person, the smallest party they serve and how far ahead to book. The figures come
 * from the menus it offers (in season) and the quote form's lead times, the words from the page's
 * copy; a figure none of them gives is left out (a lead time of zero too), and so is the party
 * when one menu has no minimum (see menusAtAGlance).
 */
export function CateringFacts({ service, menus, onsite, lead, words }: { service: string; menus: MenuFigures[]; onsite: boolean; lead: LeadTimes; words: CateringCopy['services']['glance'] }) {
  const { fromPrice, fromGuests } = menusAtAGlance(menus);
  const leadTime = onsite ? lead.onsiteDays : lead.pickupDeliveryHours;
  const facts = [
    fromPrice != null && fillTemplate(words.price, { price: formatUsd(fromPrice) }),
    fromGuests != null && fillTemplate(words.guests, { guests: formatInteger(fromGuests) }),
    leadTime > 0 && fillTemplate(words.lead, { lead: leadTimeWords(onsite, lead) }),
  ].filter((f): f is string => Boolean(f));
  if (facts.length === 0) return null;
  return (
    <ul className={styles.facts} aria-label={fillTemplate(words.label, { service })} data-testid="catering-facts">
      {facts.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}
