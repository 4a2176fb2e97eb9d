import type { ImageVariant } from '@linework/contract/catalog';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';

const srcSetOf = (variants: ImageVariant[], type: ImageVariant['type']) =>
  variants
    .filter((v) => v.type === type)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

/**
 * A picture in the smallest copy the screen needs, AVIF where the browser can and WebP otherwise,
 * with its width and height so the page reserves its space before it loads. `priority` marks the
 * likely largest paint (fetched first, never lazy); anything else below the fold loads lazily.
 */
export function ResponsivePicture(props: {
  src: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  alt: string;
  /** The `sizes` of the layout: how wide the picture shows at each viewport. */
  sizes: string;
  loading?: 'lazy' | 'eager';
  priority?: boolean;
  style?: CSSProperties;
}) {
  const avif = srcSetOf(props.variants, 'image/avif');
  const webp = srcSetOf(props.variants, 'image/webp');
  // The likely largest paint is asked for from the document's head, in the copy this browser will
  // pick (AVIF where it can), before the parser reaches the picture: a `<picture>`'s sources are
  // not preloaded on their own, so the first screen's other images (an avatar) went first.
  if (props.priority) {
    const [srcSet, type] = avif ? [avif, 'image/avif'] : webp ? [webp, 'image/webp'] : [undefined, undefined];
    preload(props.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: props.sizes, type } : {}),
    });
  }
  return (
    <picture style={{ display: 'contents' }}>
      {avif && <source type="image/avif" srcSet={avif} sizes={props.sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={props.sizes} />}
      <img
        src={props.src}
        alt={props.alt}
        width={props.width}
        height={props.height}
        loading={props.priority ? 'eager' : (props.loading ?? 'lazy')}
        fetchPriority={props.priority ? 'high' : undefined}
        decoding={props.priority ? undefined : 'async'}
        style={props.style}
      />
    </picture>
  );
}
