/** A warm, dark "movie palace" theme: charcoal surfaces, indigo primary, amber accent. */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

/** Warm charcoal instead of Mantine's blue-grey dark scale. */
const dark: MantineColorsTuple = [
  '#d8d3cc',
  '#b3ada4',
  '#8f8980',
  '#68635c',
  '#46423d',
  '#34302c',
  '#27241f',
  '#1c1a17',
  '#15130f',
  '#0e0c0a',
];

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
  colors: { amber, dark },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Modal: { defaultProps: { radius: 'lg', centered: true } },
  },
});
