/**
 * Marks a plugin as not encapsulated, so its decorators, hooks and handlers apply to the app
 * that registers it (STYLE: only where the parent must see them). This is what `fastify-plugin`
 * does (Fastify Reference/Plugins, "Handle the scope"): the `skip-override` marker, plus the
 * plugin's name for Fastify's plugin tree and errors, without one more dependency.
 */
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

export function visibleToParent<Options extends FastifyPluginOptions = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
    [Symbol.for('plugin-meta')]: { name },
  });
}
