import { type Server, createServer } from 'node:http';
import { errorReply, writeReply } from './http/replies';
import { route } from './http/router';
import type { ServiceContext } from './service-context';

export interface HttpServer {
  server: Server;
  /** Resolves when every request handler that has started has finished. */
  idle(): Promise<void>;
}

/**
 * The HTTP layer: hands each request to the router and keeps track of handlers still running,
 * so `close()` can wait for them before the database goes away under them.
 */
export function createHttpServer(context: ServiceContext, onError: (error: unknown) => void): HttpServer {
  const running = new Set<Promise<void>>();
  const server = createServer((req, res) => {
    // A write to a socket the client dropped must not take the process down.
    res.on('error', () => undefined);
    const handled = route(req, res, context).catch((error: unknown) => {
      onError(error);
      if (res.headersSent || req.socket.destroyed) req.socket.destroy();
      else writeReply(res, errorReply(500, 'The training service failed unexpectedly'));
    });
    running.add(handled);
    void handled.finally(() => running.delete(handled));
  });
  return {
    server,
    idle: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
