import { getImageProps, type ImageProps } from 'next/image';

type Props = {
  src: string;
  /** Shown at `breakpoint` px wide and below; omitted, `src` serves every width. */
  mobileSrc?: string | null;
  breakpoint: number;
  alt: string;
  sizes?: string;
  /** The page's LCP image: fetched early and at high priority. */
  priority?: boolean;
  className?: string;
};

/**
 * Art direction rendered on the server: a <picture> whose (max-width) source carries the mobile
 * image, so the browser downloads exactly one of the two, sized for the screen, before any script
 * runs. The image fills its positioned parent, which sets the size: no layout shift.
 */
export function ArtDirectedImage({ src, mobileSrc, breakpoint, alt, sizes = '100vw', priority = false, className }: Props) {
  // Eager + high fetch priority instead of a preload <link>: a preload would fetch the desktop
  // file on phones too, while <picture> picks one source.
  const common: Omit<ImageProps, 'src'> = { alt, sizes, fill: true, ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}) };
  const { props } = getImageProps({ ...common, src });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps supplies src, srcSet and alt
  const img = <img {...props} className={className} />;
  if (!mobileSrc) return img;
  const { srcSet: mobileSrcSet } = getImageProps({ ...common, src: mobileSrc }).props;
  return (
    <picture>
      <source media={`(max-width: ${breakpoint}px)`} srcSet={mobileSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
