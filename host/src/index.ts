// The shell's code is a chunk after this small entry, as in every bundle of the portal. The host
// negotiates no shared module at start: it offers them when the first remote loads
// (src/remotes/federation.ts).
import('./bootstrap');
