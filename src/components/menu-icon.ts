import type { CSSProperties } from "react";

/** The base64 SVG icon of an access entry as an image source (spec section 3: `img` is a base64 svg). */
export function menuIconSource(img: string): string {
  return img.startsWith("data:") ? img : `data:image/svg+xml;base64,${img}`;
}

/**
 * The icon as a CSS mask, so it takes the colour of the text beside it (selected, hover, disabled)
 * whatever colours the SVG itself uses.
 */
export function menuIconMask(img: string): CSSProperties {
  const url = `url("${menuIconSource(img)}")`;
  return { maskImage: url, WebkitMaskImage: url };
}
