// What the hub benchmarks share: figures, the API children (hub-server.ts) and raw hub clients.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NOTIFICATION_CREATED, NOTIFICATION_HUB_PATH } from '@portal/contract';
import WebSocket from 'ws';

const RS = '\x1e';

export const ms = (value: number) => `${value.toFixed(2)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/** A clock every process on this machine reads alike (ms), unlike `performance.now()`. */
export const wallClock = () => performance.timeOrigin + performance.now();

/** Resolves with the next message of the given type from an API child. */
export const reply = <T>(child: ChildProcess, type: string) =>
  new Promise<T>((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
  });

/** What an API child reports of itself. */
export interface Stats {
  cpuMs: number;
  rss: number;
  heapUsed: number;
  connections: number;
  /** When (wallClock) the hub last finished writing a frame to its sockets, to how many, and how long the writing took. */
  lastDelivery?: { at: number; sockets: number; tookMs: number };
}

/** A signed-in demo user of the children's database. */
export interface BenchUser {
  id: number;
  cookie: string;
}

/** An API child (hub-server.ts) once it listens. */
export interface ApiChild {
  child: ChildProcess;
  url: string;
  users: BenchUser[];
  /** Its data folder, for a second API on the same database. */
  dir: string;
}

/** Starts an API in a process of its own (its RSS is its own); `env` as hub-server.ts reads. */
export async function startApiChild(env: Record<string, string> = {}): Promise<ApiChild> {
  const child = fork(fileURLToPath(new URL('./hub-server.ts', import.meta.url)), [], {
    // The same sources as this process (the contract's src/, as `pnpm bench` asks), not whatever
    // contract/dist/ an earlier build left.
    execArgv: ['--conditions=@portal/source', '--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
  });
  const ready = await reply<Omit<ApiChild, 'child'>>(child, 'ready');
  return { child, ...ready };
}

/** Asks an API child for its figures. */
export async function statsOf({ child }: ApiChild) {
  child.send({ type: 'stats' });
  return reply<Stats>(child, 'stats');
}

/** Stops an API child (it removes the data folder it made). */
export async function stopApiChild({ child }: ApiChild) {
  child.send({ type: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * A raw hub client: negotiate at `url`, the socket at `socketUrl` (another process behind a
 * load balancer without sticky sessions), then the handshake. `onEvent` gets each
 * UserNotificationCreated record's text.
 */
export async function connectRaw(
  url: string,
  cookie: string,
  onEvent: (record: string) => void,
  socketUrl = url,
) {
  const negotiated = await fetch(`${url}${NOTIFICATION_HUB_PATH}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { cookie },
  });
  if (negotiated.status !== 200) throw new Error(`negotiate ${negotiated.status}`);
  const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
  const socket = new WebSocket(
    `${socketUrl.replace('http', 'ws')}${NOTIFICATION_HUB_PATH}?id=${encodeURIComponent(connectionToken)}`,
    { headers: { cookie }, perMessageDeflate: false },
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade ${response.statusCode}`)),
    );
    socket.once('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
    socket.once('message', (data) => (data.toString() === `{}${RS}` ? resolve() : reject()));
  });
  socket.on('message', (data) => {
    const text = data.toString();
    if (text.includes(NOTIFICATION_CREATED)) onEvent(text);
  });
  return socket;
}

/** Opens `count` raw clients, `concurrency` at a time; `open(i)` opens the i-th. */
export async function openMany(
  count: number,
  concurrency: number,
  open: (index: number) => Promise<WebSocket>,
) {
  const sockets: WebSocket[] = [];
  let failures = 0;
  let next = 0;
  // The hub drops clients silent for 30 s (connecting them all may take longer); real clients
  // ping every 15 s, so do these, from the first one on.
  const keepAlive = setInterval(() => sockets.forEach((s) => s.send(`{"type":6}${RS}`)), 10_000);
  const worker = async () => {
    while (next < count) {
      const index = next++;
      try {
        sockets.push(await open(index));
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    sockets,
    failures,
    close() {
      clearInterval(keepAlive);
      sockets.forEach((socket) => socket.terminate());
    },
  };
}

/** A signed-in session over HTTP: its cookies (session and anti-forgery), as a browser holds them. */
export async function signInOverHttp(url: string, email: string) {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0]!;
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '') cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), value);
    }
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${url}/api/account/user-state`));
  const login = await fetch(`${url}/api/account/login`, {
    method: 'POST',
    headers: {
      cookie: header(),
      'content-type': 'application/json',
      'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify({ email, password: 'Passw0rd!', rememberMe: false }),
  });
  if (!login.ok) throw new Error(`Signing in as ${email}: ${login.status} ${await login.text()}`);
  keep(login);
  return { cookie: header(), xsrf: cookies.get('XSRF-TOKEN') ?? '' };
}
