/** The room one marker takes on the timeline, centre to centre (24 px buttons, 4 px apart). */
export const MARKER_SPACE = 28;

/**
 * Rows for markers along a timeline `width` px wide, so none overlaps another: each marker (by
 * its time, earliest first) takes the first row whose last marker is at least `MARKER_SPACE` px
 * before it. Returns each marker's row by id, and how many rows there are (at least one).
 */
export function timelineLanes(
  markers: readonly { id: number; time: number }[],
  duration: number,
  width: number,
) {
  const lanes: number[] = [];
  const laneOf = new Map<number, number>();
  const sorted = [...markers].sort((a, b) => a.time - b.time || a.id - b.id);
  for (const { id, time } of sorted) {
    const x = duration > 0 ? (Math.min(Math.max(time, 0), duration) / duration) * width : 0;
    let lane = lanes.findIndex((last) => x - last >= MARKER_SPACE);
    if (lane === -1) lane = lanes.length;
    lanes[lane] = x;
    laneOf.set(id, lane);
  }
  return { laneOf, count: Math.max(1, lanes.length) };
}
