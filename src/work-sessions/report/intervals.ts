/**
 * Interval arithmetic for the work-session report: pure, bigint nanoseconds, half-open intervals
 * [start, end). An interval that merely touches another (one's end is the other's start) shares no
 * instant with it, so it neither overlaps nor is clipped to anything.
 */

export interface Interval {
  start: bigint;
  end: bigint;
}

export interface ReportActivity {
  id: string;
  taskId: string | null;
  start: bigint;
  /** null: still running, measured up to `now`. */
  end: bigint | null;
}

export interface ClippedActivity {
  id: string;
  taskId: string | null;
  /** The part inside the session window. */
  start: bigint;
  end: bigint;
  tracked: bigint;
  /** The activity began before the session did. */
  crossesStart: boolean;
  /** The activity ends (or, running, is measured up to) after the session's end. */
  crossesEnd: boolean;
}

export interface SessionMeasure {
  /** The session window's length. */
  duration: bigint;
  /** Sum of every activity clipped to the window (overlapping activities each count). */
  tracked: bigint;
  /** Length of the union of the clipped parts: no instant counted twice. */
  allocated: bigint;
  /** duration - allocated. */
  unallocated: bigint;
  /** Activities that share at least one instant with the window, ordered by (start, id). */
  activities: ClippedActivity[];
}

/** The part of `interval` inside `window`, or null when they share no instant. */
export function clip(interval: Interval, window: Interval): Interval | null {
  const start = interval.start > window.start ? interval.start : window.start;
  const end = interval.end < window.end ? interval.end : window.end;
  return start < end ? { start, end } : null;
}

/**
 * The union of the intervals as disjoint, sorted intervals. Overlapping and touching intervals merge;
 * empty ones (end <= start) contribute nothing.
 */
export function union(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.start < i.end).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.start <= last.end) {
      if (next.end > last.end) last.end = next.end;
    } else {
      merged.push({ start: next.start, end: next.end });
    }
  }
  return merged;
}

/** Total length covered by the intervals, each instant once. */
export function unionLength(intervals: readonly Interval[]): bigint {
  return union(intervals).reduce((sum, i) => sum + (i.end - i.start), 0n);
}

/**
 * Measures a session window against activities. Running activities count up to `now` (never before
 * their own start). The window itself must already be resolved (a running session ends at `now`).
 */
export function measureSession(window: Interval, activities: readonly ReportActivity[], now: bigint): SessionMeasure {
  const windowEnd = window.end > window.start ? window.end : window.start;
  const session: Interval = { start: window.start, end: windowEnd };
  const clipped: ClippedActivity[] = [];
  for (const activity of activities) {
    const end = activity.end ?? (now > activity.start ? now : activity.start);
    const part = clip({ start: activity.start, end }, session);
    if (!part) continue;
    clipped.push({
      id: activity.id,
      taskId: activity.taskId,
      start: part.start,
      end: part.end,
      tracked: part.end - part.start,
      crossesStart: activity.start < session.start,
      crossesEnd: end > session.end,
    });
  }
  clipped.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const duration = session.end - session.start;
  const tracked = clipped.reduce((sum, a) => sum + a.tracked, 0n);
  const allocated = unionLength(clipped);
  return { duration, tracked, allocated, unallocated: duration - allocated, activities: clipped };
}
