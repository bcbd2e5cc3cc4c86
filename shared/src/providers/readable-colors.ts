import type { MantineTheme } from '@mantine/core';

/** WCAG AA for normal text, which a badge's 11 px label is. */
const AA = 4.5;

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `text`, darkened in small steps until it reaches AA contrast on `background`. */
export function readableOn(text: string, background: string) {
  let rgb = channels(text);
  const hex = () => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
  while (contrastRatio(hex(), background) < AA) rgb = rgb.map((value) => Math.floor(value * 0.95));
  return hex();
}

const isHex = (color: string | undefined): color is string => /^#[0-9a-f]{6}$/i.test(color ?? '');

/**
 * The light-scheme variables of the badge and button variants whose text Mantine draws too pale
 * for AA on their own background: `light` and `subtle` (shade 9 on shade 1, and on shade 2 under
 * the pointer: teal is 4.3:1 at rest, indigo 4.2:1 hovered, yellow 2.7:1) and `outline` (the
 * primary shade on white: orange is 3.6:1). Only the colours that fall short get a darker text,
 * so every other one looks exactly as Mantine draws it.
 */
export function readableVariantColors(theme: MantineTheme) {
  const shade =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    // Shade 2 (`light-hover`) is the darker of the two backgrounds: text readable on it is on 1.
    const [background, text, outline] = [shades[2], shades[9], shades[shade]];
    if (isHex(background) && isHex(text) && contrastRatio(text, background) < AA) {
      variables[`--mantine-color-${name}-light-color`] = readableOn(text, background);
    }
    if (isHex(outline) && contrastRatio(outline, '#ffffff') < AA) {
      variables[`--mantine-color-${name}-outline`] = readableOn(outline, '#ffffff');
    }
  }
  return variables;
}
