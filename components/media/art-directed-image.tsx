import { getImageProps, type ImageProps } from 'next/image';
import { preloadPicture } from './picture';

type Props = {
  src: string;
  /** Shown at `breakpoint` px wide and below; omitted, `src` serves every width. */
  mobileSrc?: string | null;
  breakpoint: number;
  alt: string;
  sizes?: string;
  /** The page's LCP image: preloaded (per media query) and fetched at high priority. */
  priority?: boolean;
  className?: string;
};

/**
 * Art direction rendered on the server: a <picture> whose (max-width) source carries the mobile
 * image, so the browser downloads exactly one of the two, sized for the screen, before any script
 * runs. The image fills its positioned parent, which sets the size: no layout shift.
 * For the LCP image each source also gets a <link rel=preload> scoped by the same media query,
 * so the phone preloads only the phone image and the image starts before the scripts.
 */
export function ArtDirectedImage({ src, mobileSrc, breakpoint, alt, sizes = '100vw', priority = false, className }: Props) {
  const common: Omit<ImageProps, 'src'> = { alt, sizes, fill: true, ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}) };
  const { props } = getImageProps({ ...common, src });
  const mobile = mobileSrc ? getImageProps({ ...common, src: mobileSrc }).props : null;

  if (priority) {
    const wide = mobile ? `(min-width: ${breakpoint + 1}px)` : undefined;
    preloadPicture(props, wide);
    if (mobile) preloadPicture(mobile, `(max-width: ${breakpoint}px)`);
  }

  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps supplies src, srcSet and alt
  const img = <img {...props} className={className} />;
  if (!mobile) return img;
  return (
    <picture>
      <source media={`(max-width: ${breakpoint}px)`} srcSet={mobile.srcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
