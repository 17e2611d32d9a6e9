import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryNav } from '@/components/menu/category-nav';
import { MENU_TEXT, MenuEmpty, MenuError, MenuFrame, MenuItemCards, MENU_OVERVIEW_INTRO } from '@/components/menu/menu-sections';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { business } from '@/lib/content/copy/business';
import { menuCopy } from '@/lib/content/copy/menu';
import { getMenuCategory, listMenuCategories, listMenuItems } from '@/lib/data/menu';
import { siteUrl } from '@/lib/env';
import { menuJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page';

type Props = { params: Promise<{ categorySlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categorySlug } = await params;
  const category = await getMenuCategory(categorySlug).catch(() => null);
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
  const slug = (await params).categorySlug.toLowerCase();
  const [categoriesRead, itemsRead] = await Promise.allSettled([listMenuCategories(), listMenuItems(slug)]);

  // Without the categories there is no way to tell this category exists: the overview's states.
  if (categoriesRead.status === 'rejected' || categoriesRead.value.length === 0) {
    if (categoriesRead.status === 'rejected') console.error('Menu: categories failed to load', categoriesRead.reason);
    return (
      <MenuFrame intro={MENU_OVERVIEW_INTRO}>
        <BreadcrumbJsonLd crumbs={[{ name: 'Menu', path: '/menu' }]} />
        {categoriesRead.status === 'rejected' ? <MenuError message={MENU_TEXT.categoriesFailed} /> : <MenuEmpty message={MENU_TEXT.emptyCategories} />}
      </MenuFrame>
    );
  }
  const categories = categoriesRead.value;
  const category = categories.find((c) => c.slug === slug);
  if (!category) notFound();

  if (itemsRead.status === 'rejected') console.error('Menu: items failed to load', itemsRead.reason);
  const items = itemsRead.status === 'fulfilled' ? (itemsRead.value ?? []) : null;
  return (
    <MenuFrame
      intro={{ eyebrow: menuCopy.intro.headline, title: category.category, lead: category.description }}
      nav={<CategoryNav categories={categories} current={category.slug} />}
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
