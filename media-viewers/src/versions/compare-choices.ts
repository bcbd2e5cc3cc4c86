import { mediaAtVersion, versionLabel, type Media } from '@portal/shared';
import { compareKind } from '../compare/compare-kind';
import type { CompareSide } from '../compare/compare-side';

/** One thing that can go on a side of the comparison: a version, or another medium of the post. */
export interface CompareChoice {
  /** `v2` for a version of the medium, `m31` for another medium (its latest). */
  key: string;
  label: string;
  side: CompareSide;
}

/**
 * What a medium can be compared with: each of its versions (newest first), then the post's other
 * media of a kind it compares with (a before and an after).
 */
export function compareChoices(media: Media, items: readonly Media[]): CompareChoice[] {
  const versions = [...(media.versions ?? [])].reverse().map((version): CompareChoice => {
    const label =
      version.number === media.version
        ? `${versionLabel(version.number)} (latest)`
        : versionLabel(version.number);
    return {
      key: `v${version.number}`,
      label,
      side: { media: mediaAtVersion(media, version.number), label, frameRate: version.frameRate },
    };
  });
  const mine = versions.length
    ? versions
    : [{ key: `m${media.id}`, label: media.title, side: { media, label: media.title } }];
  const others = items
    .filter((item) => item.id !== media.id && compareKind(media, item) !== null)
    .map((item) => ({
      key: `m${item.id}`,
      label: item.title,
      side: { media: item, label: item.title },
    }));
  return [...mine, ...others];
}

/** The pair shown first: the version before and the latest, else this medium and the next. */
export function firstPair(choices: readonly CompareChoice[]): [string, string] | null {
  if (choices.length < 2) return null;
  return [choices[1]!.key, choices[0]!.key];
}
