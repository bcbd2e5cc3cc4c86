// Builds of a remote as a team's next deployment would differ from the one the tests built.
import fs from 'node:fs';
import path from 'node:path';
import remotes from '../../shared/remotes.json' with { type: 'json' };
import { remoteOrigin } from './ports';

/** The shared portal's registry, with mfe-auth served from `port` instead (a deploy of its own). */
export function registryWithAuthAt(port: number): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.keys(remotes).map((name) => [
        name,
        `${remoteOrigin(name as keyof typeof remotes)}/mf-manifest.json`,
      ]),
    ),
    mfe_auth: `http://localhost:${port}/mf-manifest.json`,
  };
}

/**
 * A new build of mfe-auth as a deployment would differ: its exposed modal's chunk has a new
 * content hash (and here a new title), so remoteEntry.js and mf-manifest.json, at the same
 * URLs, name the new file.
 */
export function deployNewAuthBuild(live: string) {
  // Every hashed script that says "Log In" (the modal's title), under a new hash, as a new build
  // would write it; the entry files then name the new files.
  const chunks = fs
    .readdirSync(live)
    .filter((f) => /^[\w-]+\.\w{8}\.js$/.test(f))
    .filter((f) => fs.readFileSync(path.join(live, f), 'utf8').includes('"Log In"'));
  if (chunks.length === 0) throw new Error('mfe-auth/dist says no "Log In": build it first.');
  const renamed = chunks.map((chunk, index) => {
    const oldHash = chunk.split('.')[1]!;
    const newHash = `feedbee${index}`;
    const source = fs.readFileSync(path.join(live, chunk), 'utf8');
    fs.writeFileSync(
      path.join(live, chunk.replace(oldHash, newHash)),
      source.replaceAll('"Log In"', '"Log In · v2"'),
    );
    return [oldHash, newHash] as const;
  });
  for (const entry of ['remoteEntry.js', 'mf-manifest.json']) {
    const file = path.join(live, entry);
    let text = fs.readFileSync(file, 'utf8');
    for (const [oldHash, newHash] of renamed) text = text.replaceAll(oldHash, newHash);
    fs.writeFileSync(file, text);
    // This deployment's compressed copies are of the old files.
    fs.rmSync(`${file}.br`, { force: true });
    fs.rmSync(`${file}.gz`, { force: true });
  }
}
