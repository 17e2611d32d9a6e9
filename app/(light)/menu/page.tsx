import type { Metadata } from 'next';
import { CategoryNav } from '@/components/menu/category-nav';
import { CategoryCards, MENU_TEXT, MenuEmpty, MenuError, MenuFrame, MENU_OVERVIEW_INTRO } from '@/components/menu/menu-sections';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { business } from '@/lib/content/copy/business';
import { menuCopy } from '@/lib/content/copy/menu';
import { listMenuCategories, listMenuItems } from '@/lib/data/menu';
import { readOr } from '@/lib/data/read';
import { siteUrl } from '@/lib/env';
import { menuJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Menu',
    description: menuCopy.metaDescription,
    keywords: menuCopy.keywords,
    canonicalUrl: '/menu',
  });
}

export default async function MenuPage() {
  const breadcrumbs = <BreadcrumbJsonLd crumbs={[{ name: 'Menu', path: '/menu' }]} />;
  const { ok, value: categories } = await readOr('menu: categories', listMenuCategories(), []);
  if (!ok) {
    return (
      <MenuFrame intro={MENU_OVERVIEW_INTRO} path="/menu">
        {breadcrumbs}
        <MenuError message={MENU_TEXT.categoriesFailed} />
      </MenuFrame>
    );
  }
  if (categories.length === 0) {
    return (
      <MenuFrame intro={MENU_OVERVIEW_INTRO} path="/menu">
        {breadcrumbs}
        <MenuEmpty message={MENU_TEXT.emptyCategories} />
      </MenuFrame>
    );
  }

  // Every category's items for the Menu structured data; a section whose items fail is listed without them.
  const items = await Promise.all(categories.map(async (c) => (await readOr('menu: items', listMenuItems(c.slug), null)).value));
  return (
    <MenuFrame intro={MENU_OVERVIEW_INTRO} path="/menu" nav={<CategoryNav categories={categories} current={null} />}>
      {breadcrumbs}
      <JsonLd
        data={menuJsonLd(siteUrl(), {
          path: '/menu',
          name: `${business.name} Menu`,
          description: menuCopy.metaDescription,
          sections: categories.map((c, i) => ({ name: c.category, description: c.description, path: c.websiteUrl, image: c.photoSrc, items: items[i] ?? undefined })),
        })}
      />
      <CategoryCards categories={categories} />
    </MenuFrame>
  );
}
