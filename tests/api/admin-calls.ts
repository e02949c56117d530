/**
 * The admin's pair calls over either path, REST or tRPC, and the error an answer carries in the
 * same shape on both: the operator-rule suites check each rule on both paths.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { fromPanel } from './admin-client';

export type Via = 'rest' | 'trpc';
export const bothPaths: readonly Via[] = ['rest', 'trpc'];

/** Read when each call is sent: suites start their app in `beforeAll`. */
export function pairCalls(app: () => FastifyInstance, token: () => string) {
  const send = (via: Via, restUrl: string, procedure: string, payload: object): Promise<LightMyRequestResponse> => {
    const options: InjectOptions =
      via === 'rest'
        ? { method: 'POST', url: restUrl, payload }
        : { method: 'POST', url: `/trpc/${procedure}`, payload };
    return app().inject({ ...options, headers: fromPanel(token()) });
  };
  return {
    schedule: (via: Via, payload: object) =>
      send(via, '/api/admin/scheduled-changes', 'admin.scheduledChanges.create', payload),
    setPair: (via: Via, payload: object) =>
      send(via, '/api/game-settings/admin', 'admin.updateSettings', { selectionMode: 'manual', ...payload }),
  };
}

/** Status, code, message and details of a refused call, whichever path answered. */
export function errorOf(via: Via, res: LightMyRequestResponse) {
  const body = res.json();
  return via === 'rest'
    ? { status: res.statusCode, code: body.code, message: body.message, details: body.details }
    : {
        status: res.statusCode,
        code: body.error.data.appCode,
        message: body.error.message,
        details: body.error.data.details,
      };
}
