// Sets the page's colour scheme before the app draws (no flash of the other theme): the
// player's choice kept by the header's switch, else the system setting. Mirrors the key and
// values of client/src/app/theme.ts (Mantine's localStorage colour scheme manager).
// With it, the one other thing the first paint needs from storage: whether the player dismissed
// the How to Play panel, which the server draws for everyone (global.css hides it then, so it
// neither shows for a moment nor moves the page; the app removes it once hydrated).
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
(function () {
  try {
    if (window.localStorage.getItem('cinema-chain-instructions-dismissed') === 'true') {
      document.documentElement.setAttribute('data-instructions-dismissed', '');
    }
  } catch {
    // Storage refused: the panel shows, as on a first visit.
  }
})();
