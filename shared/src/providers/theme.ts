import { createTheme, Loader, Modal, Notification, type CSSVariablesResolver } from '@mantine/core';
import { readableVariantColors } from './readable-colors';

/** The portal's Mantine theme, used by the host and by each remote's standalone page. */
export const portalTheme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white text on filled buttons and badges above the WCAG AA contrast of 4.5:1.
  primaryShade: 8,
  autoContrast: true,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  components: {
    // A spinner announces itself (and may carry an aria-label, which a bare span may not).
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // A dialog's close button is an icon: without a name it is an unlabelled control.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // A toast's text under its title is gray 6 in Mantine (3.3:1 on white): the dimmed shade instead.
    Notification: Notification.extend({
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
});

/**
 * Dimmed text one shade darker than Mantine's default, which fails AA contrast on white, and the
 * light and outline variants' text made readable (status badges such as 'Est. Approved').
 */
export const portalCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...readableVariantColors(theme),
    '--mantine-color-dimmed': theme.colors.gray[7]!,
    // Field errors: Mantine's red (3.3:1 on white) is too light for small text; red 9 is 5:1.
    '--mantine-color-error': theme.colors.red[9]!,
  },
  dark: {},
});
