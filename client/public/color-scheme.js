// Sets the page's colour scheme before the app draws (no flash of the other theme): the
// player's choice kept by the header's switch, else the system setting. Mirrors the key and
// values of client/src/app/theme.ts (Mantine's localStorage colour scheme manager).
(function () {
  var scheme = 'auto';
  try {
    scheme = window.localStorage.getItem('cinema-chain-color-scheme') || 'auto';
  } catch {
    // Storage refused (private mode): follow the system.
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
