/**
 * The built-in branding (DESIGN §1) without zod (the client's first load shows it until
 * the server's answers). Its shape is ./branding.ts's schema; the server may override any field.
 */
import type { Branding } from './branding';

export const defaultBranding: Branding = {
  productName: 'Cinema Chain',
  podcastName: 'The Double Feature Podcast',
  podcastUrl: 'https://doublefeature.example.com',
  socialLinks: [
    { label: 'Instagram', url: 'https://instagram.com/cinemachaingame' },
    { label: 'X', url: 'https://x.com/cinemachaingame' },
    { label: 'TikTok', url: 'https://tiktok.com/@cinemachaingame' },
  ],
  contactEmail: 'hello@cinemachain.example.com',
  adClientId: null,
};
