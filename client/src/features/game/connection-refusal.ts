/** What the server's refusal of a link says, in the add-connection form's words and on which field. */
import { TRPCClientError } from '@trpc/client';
import { messages } from '@cinema/shared';

export type ConnectionField = 'movie' | 'actor';
export type FieldErrors = Partial<Record<ConnectionField, string>>;

/** Server messages about invalid actors or movie get the spec's friendlier wording. */
export function connectionErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(messages.invalidActorsOrMovie)) return messages.connectionValidationFailed;
  return message || 'Failed to add connection';
}

/** The field a refusal names, for an actor who did not appear (INVALID_CONNECTION) or a revisit (CONFLICT). */
export function refusedField(error: unknown, appCode: 'INVALID_CONNECTION' | 'CONFLICT'): ConnectionField | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { appCode?: string; details?: { field?: unknown } | null } | undefined;
  if (data?.appCode !== appCode) return null;
  const field = data.details?.field;
  return field === 'movie' || field === 'actor' ? field : null;
}
