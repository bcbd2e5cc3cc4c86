import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { contrastRatio } from './readable-colors';
import { portalCssVariables, portalTheme } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, portalTheme);
const light: Record<string, string | undefined> = portalCssVariables(theme).light;
/** What a variable holds in the portal: its override, else Mantine's shade. */
const resolved = (name: string, fallback: string) => light[name] ?? fallback;

it('gives every light badge and subtle button AA contrast: at rest and under the pointer', () => {
  const short = Object.entries(theme.colors)
    .flatMap(([name, shades]) =>
      // Shade 1 is a light badge's background, shade 2 a light or subtle button's when hovered.
      [shades[1], shades[2]].map((background) => ({
        name,
        ratio: contrastRatio(
          resolved(`--mantine-color-${name}-light-color`, shades[9]),
          background,
        ),
      })),
    )
    .filter(({ ratio }) => ratio < 4.5);
  expect(short).toEqual([]);
  // The 'Reply' of a comment (subtle, indigo) was 4.2:1 hovered with Mantine's own shade 9.
  expect(contrastRatio(theme.colors.indigo[9], theme.colors.indigo[2])).toBeLessThan(4.5);
  // 'Est. Approved' and 'Act. Approved' (teal) were 4.3:1 with Mantine's own shade 9.
  expect(contrastRatio(theme.colors.teal[9], theme.colors.teal[1])).toBeLessThan(4.5);
});

it('gives every outline badge AA contrast on white, and leaves colours that pass alone', () => {
  for (const [name, shades] of Object.entries(theme.colors)) {
    const outline = resolved(`--mantine-color-${name}-outline`, shades[8]);
    expect({ name, passes: contrastRatio(outline, '#ffffff') >= 4.5 }).toEqual({
      name,
      passes: true,
    });
  }
  expect(light['--mantine-color-gray-light-color']).toBeUndefined();
  expect(light['--mantine-color-indigo-outline']).toBeUndefined();
});
