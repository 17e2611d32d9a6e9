import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * A picture rendered on the server: the optimized src, srcSet and sizes next/image computes, on a
 * plain <img>. next/image's <Image> is a client component, so a single one in the header shipped
 * its code (about 5 KB gzip) with every page and hydrated on each, although no picture here does
 * anything in the browser. `preload` (or `priority`) adds the <link rel=preload> <Image> would.
 * Only a picture that must react in the browser (the menu items' photos, which fall back to a
 * placeholder when they fail to load) uses <Image>.
 */
export function Picture(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.preload || props.priority) preloadPicture(img);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps supplies src, srcSet and alt
  return <img {...img} />;
}

/** The <link rel=preload> for a picture, as <Image> writes it; `media` scopes it to one art-directed source. */
export function preloadPicture(img: { src: string; srcSet?: string; sizes?: string; fetchPriority?: 'high' | 'low' | 'auto' }, media?: string) {
  preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: img.fetchPriority, media });
}
