/**
 * Security headers on every answer, with the Content Security Policy of the client, and
 * Strict-Transport-Security on the answers to HTTPS requests. helmet
 * decides the headers, once at start-up: they depend only on the configuration, and building
 * the policy on every request cost the read routes about 8% of their time.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { visibleToParent } from './visible-to-parent';

export const securityHeaders = visibleToParent<{ config: AppConfig }>('security-headers', async (app, { config }) => {
  const { 'strict-transport-security': hsts, ...headers } = securityHeaderValues(config);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    // Over http a browser ignores it, and it would claim HTTPS where there is none;
    // req.protocol is the browser's scheme behind a trusted proxy (TRUST_PROXY).
    if (hsts && req.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
});

/** The headers helmet sets for this configuration (it has no per-request input but the answer). */
function securityHeaderValues(config: Pick<AppConfig, 'branding'>): Record<string, string> {
  const adScriptHosts = config.branding.adClientId ? ['https://pagead2.googlesyndication.com'] : [];
  const middleware = helmet({
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
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}
