import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { CategoryNav } from '@/components/menu/category-nav';
import { MenuItemCards } from '@/components/menu/menu-item-cards';
import { MENU_TEXT, MenuEmpty, MenuError, MenuFrame, MENU_OVERVIEW_INTRO } from '@/components/menu/menu-sections';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { business } from '@/lib/content/copy/business';
import { menuCopy } from '@/lib/content/copy/menu';
import { getMenuCategory, listMenuCategories, listMenuItems } from '@/lib/data/menu';
import { readOr } from '@/lib/data/read';
import { siteUrl } from '@/lib/env';
import { menuJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page';

type Props = { params: Promise<{ categorySlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categorySlug } = await params;
  const { value: category } = await readOr('menu: category', getMenuCategory(categorySlug), null);
  if (!category) return { title: 'Menu', robots: 'noindex, nofollow' };
  return pageMetadata({
    title: `${category.category} Menu`,
    description: `${category.category} at ${business.name}: ${category.description}`,
    keywords: [category.category, 'BBQ', 'deli', 'East Bay', business.shortName],
    canonicalUrl: category.websiteUrl,
    ogImage: category.photoSrc,
  });
}

export default async function MenuCategoryPage({ params }: Props) {
  const raw = (await params).categorySlug;
  const slug = raw.toLowerCase();
  // "/menu/BBQ-Sandwiches" lands on the one canonical address, as a shop's address does: one
  // page per category for search engines, not one per spelling.
  if (raw !== slug) permanentRedirect(`/menu/${encodeURIComponent(slug)}`);
  const [categoriesRead, itemsRead] = await Promise.all([readOr('menu: categories', listMenuCategories(), []), readOr('menu: items', listMenuItems(slug), null)]);

  // Without the categories there is no way to tell this category exists: the overview's states.
  if (!categoriesRead.ok || categoriesRead.value.length === 0) {
    return (
      <MenuFrame intro={MENU_OVERVIEW_INTRO} path={`/menu/${slug}`}>
        <BreadcrumbJsonLd crumbs={[{ name: 'Menu', path: '/menu' }]} />
        {!categoriesRead.ok ? <MenuError message={MENU_TEXT.categoriesFailed} /> : <MenuEmpty message={MENU_TEXT.emptyCategories} />}
      </MenuFrame>
    );
  }
  const categories = categoriesRead.value;
  const category = categories.find((c) => c.slug === slug);
  if (!category) notFound();

  const items = itemsRead.ok ? (itemsRead.value ?? []) : null;
  return (
    <MenuFrame
      intro={{ eyebrow: menuCopy.intro.headline, title: category.category, lead: category.description }}
      nav={<CategoryNav categories={categories} current={category.slug} />}
      path={category.websiteUrl}
    >
      <BreadcrumbJsonLd crumbs={[{ name: 'Menu', path: '/menu' }, { name: category.category, path: category.websiteUrl }]} />
      {items === null ? (
        <MenuError message={MENU_TEXT.itemsFailed} />
      ) : items.length === 0 ? (
        <MenuEmpty message={MENU_TEXT.emptyItems} />
      ) : (
        <>
          <JsonLd
            data={menuJsonLd(siteUrl(), {
              path: category.websiteUrl,
              name: `${category.category} | ${business.name} Menu`,
              description: category.description,
              sections: [{ name: category.category, description: category.description, path: category.websiteUrl, image: category.photoSrc, items }],
            })}
          />
          <MenuItemCards items={items} />
        </>
      )}
    </MenuFrame>
  );
}
