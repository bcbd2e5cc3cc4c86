// The floor under any hub fan-out on this machine: a bare `ws` server (no hub, no database, no
// Redis) writing one ready-made frame to N open sockets, its clients in another process so the
// writes are timed alone. What the hub's own fan-out adds is its figure minus this one.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { ms, wallClock } from './bench-support.js';

const CLIENTS = fileURLToPath(new URL('./write-floor-clients.ts', import.meta.url));

/** Times one frame written to `sockets` sockets by a bare ws server; prints the figure. */
export async function writeFloor(sockets: number) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const open: WebSocket[] = [];
  server.on('connection', (socket) => open.push(socket));
  const { port } = server.address() as { port: number };
  const clients = fork(CLIENTS, [String(port), String(sockets)], {
    execArgv: ['--import', 'tsx'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      clients.once('message', () => resolve());
      clients.once('exit', (code) => reject(new Error(`The clients exited (${code})`)));
    });
    const frame = Buffer.from(
      `${JSON.stringify({ type: 1, target: 'Bench', arguments: ['x'.repeat(300)] })}\x1e`,
    );
    const lastAt = new Promise<number>((resolve) =>
      clients.once('message', (message: { lastAt: number }) => resolve(message.lastAt)),
    );
    const startedAt = wallClock();
    const started = performance.now();
    for (const socket of open) socket.send(frame, { binary: false, compress: false });
    const took = performance.now() - started;
    const received = (await lastAt) - startedAt;
    console.log(
      `  floor on this machine: a bare ws server writes one frame to ${open.length} sockets in ` +
        `${ms(took)} (${((took * 1000) / open.length).toFixed(1)} µs each); the last of its ` +
        `clients (one other process) has it after ${ms(received)}`,
    );
  } finally {
    clients.kill();
    for (const socket of open) socket.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
}
