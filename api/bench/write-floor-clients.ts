// The clients of write-floor.ts, in a process of their own: opens N sockets to the port given,
// says when they are open, then says when (by the clock every process reads alike) the last
// of them had the frame.
import WebSocket from 'ws';
import { wallClock } from './bench-support.js';

const [port, count] = process.argv.slice(2).map(Number) as [number, number];
let received = 0;
for (let i = 0; i < count; i += 1) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}`);
  socket.on('message', () => {
    received += 1;
    if (received === count) process.send?.({ lastAt: wallClock() });
  });
  await new Promise((resolve) => socket.once('open', resolve));
}
process.send?.({ ready: true });
