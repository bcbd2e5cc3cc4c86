// The API processes a bundle server proxies /api and /hubs to. With one, it is simply that
// origin. With several (`pnpm start --processes N`), each request goes to the next one in turn
// (round robin), skipping a process that failed its readiness check (every second) or a request
// (for two seconds), as a load balancer's active and passive health checks do.

/** Where each process answers whether it can serve (the API's GET /api/health/ready). */
export const READY_PATH = '/api/health/ready';

/** `http://a:1,http://b:2` or an array → the list of origins, without trailing slashes. */
export function originsFrom(api) {
  const list = Array.isArray(api) ? api : String(api).split(',');
  const origins = list.map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean);
  if (origins.length === 0) throw new Error('No API origin was given.');
  return origins;
}

/**
 * The pool of API origins. `next()` names the origin for the next request; `markDown(origin)`
 * leaves it out for `downForMs` (a request to it failed); `close()` stops the checks.
 */
export function apiUpstreams(api, { checkEveryMs = 1000, downForMs = 2000 } = {}) {
  const members = originsFrom(api).map((origin) => ({ origin, downUntil: 0 }));
  let turn = 0;

  const markDown = (origin) => {
    const member = members.find((candidate) => candidate.origin === origin);
    if (member) member.downUntil = Date.now() + downForMs;
  };

  const next = () => {
    const now = Date.now();
    for (let step = 0; step < members.length; step += 1) {
      const member = members[(turn + step) % members.length];
      if (member.downUntil <= now) {
        turn = (turn + step + 1) % members.length;
        return member.origin;
      }
    }
    // Every process is down: try the next anyway (its failure becomes the proxy's 502).
    const member = members[turn];
    turn = (turn + 1) % members.length;
    return member.origin;
  };

  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    await Promise.all(
      members.map(async (member) => {
        try {
          const response = await fetch(`${member.origin}${READY_PATH}`, {
            signal: AbortSignal.timeout(checkEveryMs),
          });
          if (response.ok) member.downUntil = 0;
          else markDown(member.origin);
        } catch {
          markDown(member.origin);
        }
      }),
    );
    checking = false;
  };
  const timer = members.length > 1 ? setInterval(check, checkEveryMs) : undefined;
  timer?.unref();

  return {
    origins: members.map((member) => member.origin),
    next,
    markDown,
    close: () => clearInterval(timer),
  };
}
