/** Security headers on every answer (helmet), with the Content Security Policy of the client. */
import helmet from '@fastify/helmet';
import type { AppConfig } from '../config';
import { visibleToParent } from './visible-to-parent';

export const securityHeaders = visibleToParent<{ config: AppConfig }>('security-headers', async (app, { config }) => {
  const adScriptHosts = config.branding.adClientId ? ['https://pagead2.googlesyndication.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...adScriptHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https://api.themoviedb.org'],
        frameSrc: ["'self'", ...adScriptHosts],
        upgradeInsecureRequests: null,
      },
    },
  });
});
