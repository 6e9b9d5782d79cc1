import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, api, ok, type Schemas } from './api/http';
import { invalidateFor } from './data';

/**
 * Keeps every open view fresh: long-polls GET /changes from the owner's current sequence and
 * invalidates the queries an event can affect (unsaved edits live in component state, untouched).
 * RESYNC_REQUIRED refreshes everything and starts again from the current revision.
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const controller = new AbortController();
    const currentRevision = async () =>
      (await ok(api.GET('/api/v1/labels', { params: { query: { limit: 1 } }, signal: controller.signal }))).data.revision;
    void (async () => {
      let after: number | null = null;
      // After a failed poll the next one does not wait on the server: its prompt answer says the
      // connection is back (the offline banner goes) and the views that failed meanwhile load again.
      let failed = false;
      while (!stopped) {
        try {
          if (after === null) after = await currentRevision();
          const feed: Schemas['ChangeFeedResponse'] = (
            await ok(api.GET('/api/v1/changes', { params: { query: { after, waitSeconds: failed ? 0 : 25 } }, signal: controller.signal }))
          ).data;
          if (failed) {
            failed = false;
            void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
          }
          if (feed.items.length > 0)
            invalidateFor(
              queryClient,
              feed.items.map((item) => item.entityType),
            );
          after = feed.nextSequence;
        } catch (error) {
          if (stopped) return;
          if (error instanceof ApiError && error.status === 409) {
            after = null;
            void queryClient.invalidateQueries();
            continue;
          }
          if (error instanceof ApiError && error.status === 401) return;
          failed = true;
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
      }
    })();
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [enabled, queryClient]);
}
