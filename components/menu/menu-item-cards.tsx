import { OrderButton } from '@/components/order/order-button';
import type { MenuItem } from '@/lib/data/menu';
import { DIET_TAGS } from '@/lib/domain/diet';
import { formatPrice, spokenPrice } from '@/lib/domain/price';
import { MenuItemImage } from './menu-item-image';
import styles from './menu.module.css';

// A module of its own: the item photos are client components that bring next/image's browser
// code, which only the category pages, where the items are, should load (not /menu's overview).

function DietMarks({ tags }: { tags: string[] }) {
  const shown = DIET_TAGS.filter((d) => tags.includes(d.tag));
  if (shown.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Diet">
      {shown.map((d) => (
        <li key={d.tag} className={styles.tag} data-diet={d.tag} title={d.label}>
          <span aria-hidden="true">{d.mark}</span>
          <span className="visually-hidden">{d.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the marks mean, shown above the items whenever one of them carries a mark. */
export function DietLegend() {
  return (
    <div className={styles.legend} data-testid="diet-legend">
      <h2 className={styles.legendTitle}>Diet key</h2>
      <ul className={styles.legendList}>
        {DIET_TAGS.map((d) => (
          <li key={d.tag}>
            <span className={styles.tag} data-diet={d.tag} aria-hidden="true">
              {d.mark}
            </span>{' '}
            {d.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "$22.99 / lb" on the card; a screen reader hears "$22.99 per pound". */
function ItemPrice({ item, price }: { item: MenuItem; price: number }) {
  const shown = formatPrice(price, item.priceUnit, item.serves);
  const spoken = spokenPrice(price, item.priceUnit, item.serves);
  return (
    <p className={styles.price} data-testid="menu-item-price">
      {shown === spoken ? (
        shown
      ) : (
        <>
          <span aria-hidden="true">{shown}</span>
          <span className="visually-hidden">{spoken}</span>
        </>
      )}
    </p>
  );
}

export function MenuItemCards({ items }: { items: MenuItem[] }) {
  const anyTagged = items.some((i) => DIET_TAGS.some((d) => i.dietaryTags.includes(d.tag)));
  return (
    <>
      {anyTagged && <DietLegend />}
      <ul className={styles.itemGrid}>
        {items.map((item, index) => (
          <li key={item._id} className={`card ${styles.itemCard}`} data-testid="menu-item">
            <div className={styles.itemMedia}>
              <MenuItemImage src={item.image} name={item.name} first={index === 0} sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 400px" />
            </div>
            <div className={styles.cardBody}>
              <div className={styles.itemHead}>
                <h2 className={styles.cardTitle}>{item.name}</h2>
                {item.price != null && <ItemPrice item={item} price={item.price} />}
              </div>
              <p className={styles.cardText}>{item.description}</p>
              <DietMarks tags={item.dietaryTags} />
              <OrderButton item={{ name: item.name }} namesItem className={`btn btn-small ${styles.orderButton}`}>
                Order
              </OrderButton>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
