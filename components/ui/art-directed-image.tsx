import { getImageProps } from 'next/image';

type Source = { src: string; width: number; height: number };

type Props = {
  alt: string;
  desktop: Source;
  /** Used at `breakpoint` px and below. */
  mobile?: Source | null;
  breakpoint: number;
  className?: string;
  priority?: boolean;
  sizes?: string;
};

/**
 * A full-bleed image whose mobile crop is picked by the browser (<picture> art direction), so the
 * server sends one HTML for every device and the phone downloads only the small image. Sized by
 * its container (object-fit: cover) so nothing shifts while it loads.
 */
export function ArtDirectedImage({ alt, desktop, mobile, breakpoint, className, priority, sizes = '100vw' }: Props) {
  // No <link rel=preload>: it could only name one of the two sources. Eager + high priority instead.
  const common = { alt, sizes, loading: priority ? ('eager' as const) : ('lazy' as const), fetchPriority: priority ? ('high' as const) : undefined };
  const { props: desktopProps } = getImageProps({ ...common, ...desktop });
  const mobileSrcSet = mobile ? getImageProps({ ...common, ...mobile }).props.srcSet : undefined;
  // The width-described srcsets live on the <source>s, so they carry `sizes` (HTML requires it
  // there); the <img> has no srcset, so it must not (the Nu HTML Checker flags both).
  const { srcSet, ...img } = desktopProps;
  delete img.sizes;
  return (
    <picture className={className}>
      {mobileSrcSet && <source media={`(max-width: ${breakpoint}px)`} srcSet={mobileSrcSet} sizes={sizes} />}
      <source media={mobileSrcSet ? `(min-width: ${breakpoint + 1}px)` : undefined} srcSet={srcSet} sizes={sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt is in the spread props */}
      <img {...img} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
    </picture>
  );
}
