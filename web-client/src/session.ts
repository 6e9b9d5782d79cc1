import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, ok, setCsrfToken } from './api/http';

/**
 * The signed-in session as the shell and the pages see it (GET /auth/session). Its own module, so
 * the shell (App) and the pages that take it (Settings, SecondFactor) import it from below, not
 * from each other.
 */
export interface SessionInfo {
  ownerId: string;
  email?: string;
  admin?: boolean;
  twoFactor?: boolean;
  csrfToken: string;
}

const sessionKey = ['session'] as const;

/** The session, or null when signed out (401/403); reading it also keeps the CSRF value. */
export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    retry: false,
    staleTime: Infinity,
    queryFn: async (): Promise<SessionInfo | null> => {
      try {
        const { data } = await ok(api.GET('/api/v1/auth/session'));
        setCsrfToken(data.csrfToken);
        return data as SessionInfo;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
        throw error;
      }
    },
  });
}

/** Ends the session on the server (if it still exists) and forgets everything cached for its owner. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await ok(api.DELETE('/api/v1/auth/session'));
    } catch {
      /* the cookie may already be gone */
    }
    setCsrfToken(null);
    queryClient.setQueryData(sessionKey, null);
    // Nothing of the signed-out owner stays cached for the next one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  };
}

/** Records a session just opened (sign-in, sign-up, second factor) for the whole app. */
export function useSignedIn(): (info: SessionInfo) => void {
  const queryClient = useQueryClient();
  return (info) => {
    queryClient.setQueryData(sessionKey, info);
  };
}
