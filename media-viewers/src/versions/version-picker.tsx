import { NativeSelect } from '@mantine/core';
import { formatDate, versionLabel, type Media, type MediaVersion } from '@portal/shared';

/** How a version is offered: 'v2 (latest) · 28 Nov 2026 · Ada Admin'. */
export function versionOption(version: MediaVersion, latest: number) {
  const parts = [
    version.number === latest
      ? `${versionLabel(version.number)} (latest)`
      : versionLabel(version.number),
  ];
  if (version.uploadedDate) parts.push(formatDate(version.uploadedDate));
  if (version.uploadedBy) parts.push(version.uploadedBy);
  return parts.join(' · ');
}

/** The version shown in the viewer, newest first; nothing for a medium of one version. */
export function VersionPicker({
  media,
  value,
  onChange,
}: {
  media: Media;
  value: number;
  onChange: (version: number) => void;
}) {
  const versions = media.versions ?? [];
  if (versions.length < 2) return null;
  return (
    <NativeSelect
      label="Version"
      size="xs"
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={[...versions].reverse().map((version) => ({
        value: String(version.number),
        label: versionOption(version, media.version),
      }))}
    />
  );
}
