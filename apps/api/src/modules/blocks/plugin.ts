import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createBlocksService } from './service';
import { blocksAccount } from './account';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who blocked whom, built once (modules/blocks/plugin.ts). */
    blocks: ReturnType<typeof createBlocksService>;
  }
}

/** The blocks module: its service, once, and its part of an account. */
export const blocksPlugin = fp(
  async (app: FastifyInstance) => {
    app.accountParts.register(blocksAccount);
    app.decorate('blocks', createBlocksService(app.db));
  },
  { name: 'blocks' },
);
