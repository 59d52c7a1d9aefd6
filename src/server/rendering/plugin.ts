import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpMessages } from '../../domain/messages.js';
import type { Config } from '../config.js';
import { ASSET_PREFIX } from './assets.js';
import { cvRenderAssetFiles } from './cv-asset-files.js';
import { createRenderer, type Renderer } from './renderer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** HTML -> PDF and page-1 image; see src/server/rendering/renderer.ts. */
    renderer: Renderer;
  }
}

export interface RenderingPluginOptions {
  config: Config;
  /** A renderer made by the caller (main.ts, tests); the app closes it with itself. */
  renderer?: Renderer;
}

/**
 * Decorates `app.renderer` (made from the configuration unless one is given; its browser
 * starts on the first render), closes it when the app closes, and serves the files the CV
 * HTML references, `GET /cv-assets/*`, to the editor's preview: the same bytes Chromium gets.
 */
export const renderingPlugin = fp(
  async (app: FastifyInstance, opts: RenderingPluginOptions) => {
    const log = app.log.child({ module: 'rendering' });
    const renderer = opts.renderer ?? createRenderer({ ...opts.config.rendering, assetFiles: cvRenderAssetFiles(), log });
    if (opts.renderer) renderer.setLogger?.(log);
    app.decorate('renderer', renderer);
    app.addHook('onClose', async () => {
      await renderer.close();
    });

    const serveAsset = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
      // The preview is a sandboxed frame with an opaque origin: its font loads are cross-origin.
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
      const asset = renderer.assets.get(`${ASSET_PREFIX}${request.params['*'] ?? ''}`);
      if (!asset) return reply.code(404).send({ detail: httpMessages.notFound });
      return reply.header('content-type', asset.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(asset.body);
    };
    app.get(`${ASSET_PREFIX}*`, { logLevel: 'warn' }, serveAsset);
    // The folder itself (with or without its slash) is not a file either: a JSON 404, not the web app.
    app.get(ASSET_PREFIX.slice(0, -1), { logLevel: 'warn' }, serveAsset);
  },
  { name: 'rendering' },
);
