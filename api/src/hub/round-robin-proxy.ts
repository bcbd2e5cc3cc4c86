import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/** Where the proxy sent one request. */
export interface Routed {
  /** `negotiate` for the hub's negotiate, `socket` for a WebSocket upgrade, else the path. */
  kind: string;
  port: number;
}

/**
 * A load balancer without sticky sessions, for tests: each request and each WebSocket upgrade
 * goes to the next API port in turn, whatever the client sent before.
 */
export async function startRoundRobinProxy(ports: readonly number[]) {
  let next = 0;
  const routed: Routed[] = [];
  const tunnels = new Set<net.Socket>();
  const pick = (kind: string) => {
    const port = ports[next++ % ports.length]!;
    routed.push({ kind, port });
    return port;
  };

  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const port = pick(path.includes('/negotiate') ? 'negotiate' : path);
    const upstream = http.request(
      { host: '127.0.0.1', port, method: request.method, path, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });

  // An upgrade is forwarded as raw bytes: the request head, then both directions piped.
  server.on('upgrade', (request, socket, head) => {
    const upstream = net.connect(pick('socket'), '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    for (const end of [upstream, socket as net.Socket]) {
      tunnels.add(end);
      end.on('error', () => undefined);
      end.on('close', () => {
        tunnels.delete(end);
        upstream.destroy();
        socket.destroy();
      });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request so far, in order, with the port it went to. */
    routed,
    /** Sends the next request to this API port (then on in turn). */
    sendNextTo(target: number) {
      next = ports.indexOf(target);
    },
    close: async () => {
      for (const socket of tunnels) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
