/** Text on a brand colour must stay readable: WCAG AA asks 4.5:1 for normal text. */
const MIN_CONTRAST_WITH_WHITE = 4.5;

type Rgb = readonly [number, number, number];

/** `#1B5E20` or `#ABC` as red, green and blue; undefined for anything else. */
export function parseHex(hex: string | null | undefined): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex?.trim() ?? "");
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join("") : match[1]!;
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`.toUpperCase();

const mix = (rgb: Rgb, target: number, share: number): Rgb =>
  rgb.map((channel) => channel + (target - channel) * share) as unknown as Rgb;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of a colour with white (1 to 21). */
export const contrastWithWhite = (rgb: Rgb): number => 1.05 / (luminance(rgb) + 0.05);

export interface BrandColours {
  /** Buttons, links, the selected menu item: the anchor's colour, darkened until white text reads on it. */
  primary: string;
  hover: string;
  /** A light wash of it, behind the selected menu item. */
  tint: string;
}

/**
 * The portal's colours from an anchor's theme colour. A light brand colour (a yellow) is darkened step by
 * step until white text on it meets WCAG AA, so branding never makes a button unreadable.
 */
export function brandColours(hex: string | null | undefined): BrandColours | undefined {
  let rgb = parseHex(hex);
  if (!rgb) return undefined;
  for (let step = 0; step < 20 && contrastWithWhite(rgb) < MIN_CONTRAST_WITH_WHITE; step += 1)
    rgb = mix(rgb, 0, 0.1);
  return { primary: toHex(rgb), hover: toHex(mix(rgb, 0, 0.15)), tint: toHex(mix(rgb, 255, 0.9)) };
}
