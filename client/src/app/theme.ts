/**
 * The "movie palace" theme in two colour schemes: dark (charcoal surfaces) and light (warm
 * paper), indigo primary, amber accent. The scheme follows the system setting until the
 * player picks one with the header's switch (kept in localStorage).
 *
 * The pages name the dark palette's shades for their surfaces and quiet text (`dark.6`,
 * `--mantine-color-dark-2`…); in the light scheme those shades are redefined below as their
 * light counterparts, so every page follows the scheme without naming both. `dark.9` stays
 * the dark ink written on amber in both schemes.
 */
import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc2',
  '#fde08a',
  '#fcd04f',
  '#fbbf24',
  '#f5a90b',
  '#d98a06',
  '#b46909',
  '#92520e',
  '#78440f',
];

/** Warm charcoal instead of Mantine's blue-grey dark scale; shade 2 (quiet text) reads at 4.5:1 on cards. */
const dark: MantineColorsTuple = [
  '#d8d3cc',
  '#b3ada4',
  '#a39d94',
  '#68635c',
  '#46423d',
  '#34302c',
  '#27241f',
  '#1c1a17',
  '#15130f',
  '#0e0c0a',
];

/** Mantine's indigo one step deeper from shade 5, so white text on a filled button reads at 4.5:1 or more. */
const indigo: MantineColorsTuple = [
  '#edf2ff',
  '#dbe4ff',
  '#bac8ff',
  '#91a7ff',
  '#748ffc',
  '#4263eb',
  '#3b5bdb',
  '#364fc7',
  '#2f44ad',
  '#283a94',
];

/** The light scheme's counterparts of the dark shades the pages use (shade 9 is kept: ink on amber). */
const lightSurfaces: Record<string, string> = {
  '--mantine-color-dark-0': '#1c1a17',
  '--mantine-color-dark-1': '#2f2b27',
  '--mantine-color-dark-2': '#5c564f',
  '--mantine-color-dark-3': '#857e75',
  '--mantine-color-dark-4': '#cbc3b8',
  '--mantine-color-dark-5': '#ddd5ca',
  '--mantine-color-dark-6': '#fbf8f3',
  '--mantine-color-dark-7': '#f4efe7',
  '--mantine-color-dark-8': '#ece4d8',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...lightSurfaces,
    '--mantine-color-body': '#f6f1e9',
    '--mantine-color-dimmed': '#5c564f',
    // Text of light and outline variants on a pale background: the deep shades that read at 4.5:1.
    '--mantine-color-amber-light-color': '#8a4b08',
    '--mantine-color-amber-outline': '#8a4b08',
    '--mantine-color-green-light-color': '#1f6f32',
    '--mantine-color-green-outline': '#1f6f32',
    '--mantine-color-red-light-color': '#c92a2a',
    '--mantine-color-gray-light-color': '#495057',
  },
  dark: {},
});

/** The player's choice of scheme, kept across visits. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'cinema-chain-color-scheme' });

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
  colors: { amber, dark, indigo },
  // Filled buttons and badges pick black or white text by their colour's lightness.
  autoContrast: true,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Keyboard focus always shows a ring (never for mouse clicks).
  focusRing: 'auto',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Modal: { defaultProps: { radius: 'lg', centered: true } },
    // A toast's close button is named for screen readers.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});
