// Generated from the served /api/v1/openapi.json by `npm run web:api`. Do not edit.
export interface paths {
    "/api/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (open unless sign-up is turned off) */
        post: operations["Auth_signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current web session, with a fresh CSRF value */
        get: operations["Auth_current"];
        put?: never;
        /** Sign in: sets an HttpOnly Secure SameSite=Strict session cookie and returns a memory-only CSRF value */
        post: operations["Auth_signIn"];
        /** Sign out */
        delete: operations["Auth_signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List active personal tokens (never their secrets) */
        get: operations["Auth_listTokens"];
        put?: never;
        /** Create a personal API token (from a web session with X-CSRF-Token); the secret is returned only here */
        post: operations["Auth_createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One active personal token (never its secret) */
        get: operations["Auth_getToken"];
        put?: never;
        post?: never;
        /** Revoke a personal token; takes effect on the next request */
        delete: operations["Auth_revokeToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Owner-scoped change feed; long-polls up to waitSeconds for a committed change */
        get: operations["Changes_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/q/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe (no owner data) */
        get: operations["Ops_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/q/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: database reachable, schema at the latest migration, token registry valid */
        get: operations["Ops_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Build identity and timestamps */
        get: operations["Server_server"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List clients, ordered by ID */
        get: operations["Clients_list"];
        put?: never;
        /** Create a client */
        post: operations["Clients_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a client */
        get: operations["Clients_get"];
        /** Replace a client */
        put: operations["Clients_update"];
        post?: never;
        /** Delete a client that no project or work session uses */
        delete: operations["Clients_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List projects, ordered by ID
         * @description Filters combine with AND. A `clientId` that is not an owned client is 404.
         */
        get: operations["Projects_list"];
        put?: never;
        /**
         * Create a project
         * @description The client must be owned (else 404).
         */
        post: operations["Projects_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a project */
        get: operations["Projects_get"];
        /**
         * Replace a project
         * @description `name` and `clientId` are required; an omitted `icon` keeps the current one, null clears it.
         */
        put: operations["Projects_update"];
        post?: never;
        /**
         * Delete a project that no task, activity or work session uses
         * @description A project in use is 409 IN_USE; nothing cascades.
         */
        delete: operations["Projects_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks, ordered by ID
         * @description Filters combine with AND. A `projectId` or `parentTaskId` that is not an owned resource is 404; `unassigned=true` with `projectId` is 400.
         */
        get: operations["Tasks_list"];
        put?: never;
        /**
         * Create a task (and link its provider references atomically)
         * @description Relations must be owned (404). A subtask must have its parent's non-null project (422 VALIDATION). An identity already linked within the owner is 409 EXTERNAL_REFERENCE_CONFLICT and creates nothing; after an ambiguous create, reconcile through GET /tasks/by-external-reference.
         */
        post: operations["Tasks_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/by-external-reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the task linked to a provider identity
         * @description All three parts are required (400 when missing, 422 outside their bounds); no linked task is 404.
         */
        get: operations["Tasks_findByReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a task */
        get: operations["Tasks_get"];
        /**
         * Replace a task
         * @description summary, url, projectId and parentTaskId are all required (null when unset). Self-parenting, cycles and moving a task that has subtasks to another project are 409 HIERARCHY_CONFLICT. References are changed through /tasks/{id}/external-references.
         */
        put: operations["Tasks_update"];
        post?: never;
        /**
         * Delete a task without subtasks or activities
         * @description A task in use is 409 IN_USE; nothing cascades.
         */
        delete: operations["Tasks_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/external-references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Link a provider identity to the task
         * @description If-Match names the task version. Linking bumps the task version and emits a task update. An identity linked to another task of the owner is 409 EXTERNAL_REFERENCE_CONFLICT; one already linked to this task is a no-op (200, unchanged).
         */
        put: operations["Tasks_link"];
        post?: never;
        /**
         * Unlink a provider identity from the task
         * @description If-Match names the task version. Answers 200 with the task (new version); the link is kept as history. An identity not linked to this task is 404.
         */
        delete: operations["Tasks_unlink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List labels, ordered by ID */
        get: operations["Labels_list"];
        put?: never;
        /**
         * Create a label
         * @description An omitted `color` is null.
         */
        post: operations["Labels_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/labels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a label */
        get: operations["Labels_get"];
        /**
         * Replace a label
         * @description `name` and `color` are required (`color` null for none).
         */
        put: operations["Labels_update"];
        post?: never;
        /**
         * Delete a label that no activity uses
         * @description A label assigned to activities is 409 IN_USE; nothing cascades.
         */
        delete: operations["Labels_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner profile: reporting zone */
        get: operations["Profile_get"];
        /** Set the reporting zone (IANA); existing records are split at the new zone's local midnights */
        put: operations["Profile_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List activity records overlapping [from, to), ordered by start then ID, with their original timestamps */
        get: operations["Activities_list"];
        put?: never;
        /** Create a manual interval; stored as one record per local day, answers with the last one */
        post: operations["Activities_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The open activity, or 204 with no body when nothing is open */
        get: operations["Activities_active"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start tracking a task at the server clock, or switch to it
         * @description Checks expectedActiveId/expectedActiveVersion against the open activity (409 ACTIVE_STATE_CHANGED when they differ). The same task (null equals null): 200 with the open activity unchanged. Otherwise the open activity (if any) ends and the new one starts at the same server-clock instant, atomically: 201. A retry with the same Idempotency-Key and input returns the original response.
         */
        post: operations["Activities_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an activity record */
        get: operations["Activities_get"];
        /** Edit a record (the task cannot change); the result is manual, stored per local day; answers with the last part */
        put: operations["Activities_update"];
        post?: never;
        /** Delete an activity record */
        delete: operations["Activities_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities/{id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop an open activity at the server clock; a completed one is answered unchanged */
        post: operations["Activities_stop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities/{id}/work-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Deprecated: activities are not attached to work sessions. null is a version-checked no-op; any other value is 409
         * @deprecated
         */
        put: operations["Activities_setWorkSession"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Intervals, per-day and per-task totals over a range, in a zone
         * @description Activities overlapping [from, to) are clipped to it; an open activity is counted up to generatedAt. Durations are split at the real local midnights of the report zone (23- and 25-hour days on DST changes). Totals sum recorded durations, so overlapping activities both count; the report is one response, never paged. An open activity is included only when it has time in the range by generatedAt; generatedAt is absent otherwise. Order: intervals by clipped start, then activity ID; task totals with the null task first, then by task ID. Range limits: a daily report spans at most 732 days, a weekly one at most 3660 days (to - from); longer is 422 VALIDATION.
         */
        get: operations["Reports_daily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/weekly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Intervals, per-week (Monday-based) and per-task totals over a range, in a zone
         * @description Activities overlapping [from, to) are clipped to it; an open activity is counted up to generatedAt. Durations are split at the real local midnights of the report zone (23- and 25-hour days on DST changes). Totals sum recorded durations, so overlapping activities both count; the report is one response, never paged. An open activity is included only when it has time in the range by generatedAt; generatedAt is absent otherwise. Order: intervals by clipped start, then activity ID; task totals with the null task first, then by task ID. Range limits: a daily report spans at most 732 days, a weekly one at most 3660 days (to - from); longer is 422 VALIDATION.
         */
        get: operations["Reports_weekly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/work-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List work sessions, ordered by ID
         * @description Filters combine with AND. `from`/`to` (both or neither, `to` after `from`) keep sessions overlapping [from, to); a running session extends to infinity.
         */
        get: operations["WorkSessions_list"];
        put?: never;
        /**
         * Create a work session (completed, or running when end is omitted or null)
         * @description Client rules: omitted -> General; explicit null -> 422; with projectId the client is derived from the project and a different explicit client is 422. `title` is retired and folded into `summary`.
         */
        post: operations["WorkSessions_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/work-sessions/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The running work session, or 204 when none runs */
        get: operations["WorkSessions_active"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/work-sessions/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a running work session at the server clock
         * @description One running session per owner: a second is 409 WORK_SESSION_RUNNING. A retry with the same Idempotency-Key and body answers with the original status, body and ETag.
         */
        post: operations["WorkSessions_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/work-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a work session */
        get: operations["WorkSessions_get"];
        /**
         * Replace a work session
         * @description start and end are required (end null: running); omitted clientId, projectId and summary keep their values, an explicit null projectId removes the project.
         */
        put: operations["WorkSessions_update"];
        post?: never;
        /** Delete a work session (activities are not touched) */
        delete: operations["WorkSessions_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/work-sessions/{id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a running work session at the server clock
         * @description If-Match (the running session's ETag) and Idempotency-Key are required. A completed session with a matching If-Match answers 200 unchanged.
         */
        post: operations["WorkSessions_stop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/work-sessions/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Derived report: the session against the owner's activities
         * @description One consistent snapshot. duration = session length; tracked = sum of each overlapping activity clipped to the session; allocated = union of the clipped parts (overlaps never counted twice); unallocated = duration - allocated. Touching an endpoint is not overlapping. Running sessions and activities are measured up to the server clock, reported as generatedAt (absent otherwise).
         */
        get: operations["WorkSessions_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/undo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use an undo offer from a work-session edit or delete (X-Service-Undo: true)
         * @description Restores the session with its original ID, instants and metadata at a newer version (an edit: current version + 1; a delete: the deleted version + 1). Repeating it after success returns the recorded result without writing, whatever the Idempotency-Key. 409 UNDO_CONFLICT when the session changed since the offer (or a restored running session would conflict with another running one); 410 UNDO_EXPIRED after 600 seconds; 404 for a missing or pruned offer.
         */
        post: operations["Undo_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        FieldErrorResponse: {
            /** @description The property or parameter at fault */
            field: string;
            message: string;
        };
        ProblemResponse: {
            /** @example about:blank */
            type: string;
            /** @example Unprocessable Content */
            title: string;
            /**
             * @description Equals the HTTP status
             * @example 422
             */
            status: number;
            /**
             * @description Stable code to branch on
             * @example VALIDATION
             */
            code: string;
            detail: string;
            /** @description Echoes X-Request-Id */
            requestId?: string;
            errors?: components["schemas"]["FieldErrorResponse"][];
        };
        CredentialsDto: {
            /** Format: email */
            email: string;
            /** Format: password */
            password: string;
        };
        AccountResponse: {
            /** Format: uuid */
            id: string;
            /** @description The owner ID of everything this account creates */
            ownerId: string;
            /** Format: email */
            email: string;
            /** Format: date-time */
            createdAt: string;
        };
        SessionResponse: {
            ownerId: string;
            /** @description Keep in memory only; send as X-CSRF-Token on unsafe cookie requests */
            csrfToken: string;
            /** Format: date-time */
            expiresAt: string;
        };
        TokenCreateDto: {
            /** @description A label for the token */
            name: string;
            /**
             * @description ["read"] or ["read","write"]
             * @example [
             *       "read",
             *       "write"
             *     ]
             */
            permissions: ("read" | "write")[];
            /**
             * Format: date-time
             * @description Optional expiry, at least one minute ahead
             */
            expiresAt?: string | null;
        };
        CreatedTokenResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            permissions: ("read" | "write")[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /** @description The secret: shown only in this response, never again */
            token: string;
        };
        TokenResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            permissions: ("read" | "write")[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
        };
        TokenListResponse: {
            items: components["schemas"]["TokenResponse"][];
        };
        ChangeItemResponse: {
            /** @enum {string} */
            entityType: "client" | "project" | "task" | "label" | "activity" | "workSession" | "profile";
            /** @enum {string} */
            changeType: "created" | "updated" | "deleted";
            /** Format: uuid */
            id: string;
            sequence: number;
            /** Format: date-time */
            timestamp: string;
        };
        ChangeFeedResponse: {
            items: components["schemas"]["ChangeItemResponse"][];
            /** @description Pass as `after` next time; equals `after` when nothing changed */
            nextSequence: number;
        };
        HealthCheck: {
            name: string;
            /** @enum {string} */
            status: "UP" | "DOWN";
        };
        HealthResponse: {
            /** @enum {string} */
            status: "UP" | "DOWN";
            checks: components["schemas"]["HealthCheck"][];
        };
        ServerResponse: {
            name: string;
            version: string;
            commit: string;
            /** Format: date-time */
            builtAt: string;
            /** Format: date-time */
            startedAt: string;
            /**
             * Format: date-time
             * @description The server clock, to nanoseconds
             */
            now: string;
        };
        ClientResponse: {
            /** Format: uuid */
            id: string;
            ownerId: string;
            version: number;
            name: string;
            color: string;
        };
        ClientPage: {
            items: components["schemas"]["ClientResponse"][];
            /** @description null when this is the last page */
            nextCursor: string | null;
            /** @description The owner's change sequence this page is consistent with */
            revision: number;
        };
        ClientInput: {
            /**
             * @description Trimmed; must contain a non-whitespace character
             * @example Acme Corp
             */
            name: string;
            /** @description #RRGGBB */
            color: string;
        };
        /** @enum {string} */
        ProjectIcon: "briefcase" | "code" | "bug" | "book" | "chart" | "calendar" | "cloud" | "database" | "design" | "flask" | "globe" | "heart" | "home" | "lightbulb" | "megaphone" | "rocket" | "shield" | "star" | "tools" | "users";
        ProjectResponse: {
            /** Format: uuid */
            id: string;
            ownerId: string;
            version: number;
            name: string;
            /** Format: uuid */
            clientId: string;
            icon: components["schemas"]["ProjectIcon"] | null;
        };
        ProjectPage: {
            items: components["schemas"]["ProjectResponse"][];
            /** @description null when this is the last page */
            nextCursor: string | null;
            /** @description The owner's change sequence this page is consistent with */
            revision: number;
        };
        ProjectInput: {
            /**
             * @description Trimmed; must contain a non-whitespace character
             * @example Website relaunch
             */
            name: string;
            /**
             * Format: uuid
             * @description The owned client the project belongs to (exactly one; required). Another owner's or a missing client is 404.
             */
            clientId: string;
            /** @description On create an omitted icon is null. On replace (PUT) an omitted icon keeps the current value and an explicit null clears it. */
            icon?: components["schemas"]["ProjectIcon"] | null;
        };
        ExternalReference: {
            /**
             * @description 1..200 characters, at least one non-whitespace; not trimmed
             * @example github
             */
            providerId: string;
            /**
             * @description 1..4096 characters, at least one non-whitespace; not trimmed
             * @example octo-org/octo-repo
             */
            repositoryId: string;
            /**
             * @description 1..1000 characters, at least one non-whitespace; not trimmed
             * @example 1347
             */
            externalId: string;
        };
        TaskResponse: {
            /** Format: uuid */
            id: string;
            ownerId: string;
            version: number;
            summary: string;
            /** Format: uri */
            url: string | null;
            /** Format: uuid */
            projectId: string | null;
            /** Format: uuid */
            parentTaskId: string | null;
            /** @description Linked provider identities, sorted by providerId, repositoryId, externalId (UTF-16 code-unit order) */
            externalReferences: components["schemas"]["ExternalReference"][];
        };
        TaskPage: {
            items: components["schemas"]["TaskResponse"][];
            /** @description null when this is the last page */
            nextCursor: string | null;
            /** @description The owner's change sequence this page is consistent with */
            revision: number;
        };
        TaskCreateInput: {
            /**
             * @description Trimmed; must contain a non-whitespace character
             * @example Fix the login redirect
             */
            summary: string;
            /**
             * Format: uri
             * @description An absolute URI with a scheme (e.g. https://…), at most 2048 characters; not trimmed. Omitted = null.
             */
            url?: string | null;
            /**
             * Format: uuid
             * @description An owned project, or null for an unassigned task. A subtask must have its parent's (non-null) project. Omitted = null.
             */
            projectId?: string | null;
            /**
             * Format: uuid
             * @description An owned task this one is a subtask of, or null. Self-parenting and cycles are 409. Omitted = null.
             */
            parentTaskId?: string | null;
            /** @description Provider identities linked atomically with the new task (default empty). An identity already linked to a task of the owner is 409 and no task is created; the same identity twice in one request is 422. */
            externalReferences?: components["schemas"]["ExternalReference"][];
        };
        TaskInput: {
            /** @description Trimmed; must contain a non-whitespace character */
            summary: string;
            /**
             * Format: uri
             * @description An absolute URI with a scheme (e.g. https://…), at most 2048 characters; not trimmed. Required; null when unset.
             */
            url: string | null;
            /**
             * Format: uuid
             * @description An owned project, or null for an unassigned task. A subtask must have its parent's (non-null) project. Required; null when unset. Moving a task that has subtasks to another project is 409.
             */
            projectId: string | null;
            /**
             * Format: uuid
             * @description An owned task this one is a subtask of, or null. Self-parenting and cycles are 409. Required; null when unset.
             */
            parentTaskId: string | null;
        };
        LabelResponse: {
            /** Format: uuid */
            id: string;
            ownerId: string;
            version: number;
            name: string;
            color: string | null;
        };
        LabelPage: {
            items: components["schemas"]["LabelResponse"][];
            /** @description null when this is the last page */
            nextCursor: string | null;
            /** @description The owner's change sequence this page is consistent with */
            revision: number;
        };
        LabelCreateInput: {
            /**
             * @description Trimmed; must contain a non-whitespace character
             * @example Code review
             */
            name: string;
            /** @description #RRGGBB or null; omitted = null */
            color?: string | null;
        };
        LabelInput: {
            /**
             * @description Trimmed; must contain a non-whitespace character
             * @example Code review
             */
            name: string;
            /** @description #RRGGBB, or null for no color; required on replace */
            color: string | null;
        };
        ProfileResponse: {
            ownerId: string;
            /** @example Europe/Berlin */
            zoneId: string;
            version: number;
        };
        ProfileInput: {
            /**
             * @description IANA time zone of the reporting zone
             * @example Europe/Berlin
             */
            zoneId: string;
        };
        ActivityResponse: {
            /** Format: uuid */
            id: string;
            ownerId: string;
            version: number;
            /**
             * Format: date-time
             * @example 2026-03-29T00:59:59.123456789Z
             */
            start: string;
            /**
             * Format: date-time
             * @description null while open
             */
            end: string | null;
            /** Format: uuid */
            taskId: string | null;
            /** Format: uuid */
            projectId: string | null;
            summary: string | null;
            /** @description Sorted */
            labelIds: string[];
            /** @description true for records created or edited manually, false for tracked ones */
            manual: boolean;
        };
        ActivityPage: {
            items: components["schemas"]["ActivityResponse"][];
            /** @description null when this is the last page */
            nextCursor: string | null;
            /** @description The owner's change sequence this page is consistent with */
            revision: number;
        };
        ActivityStartInput: {
            /**
             * Format: uuid
             * @description Owned project assigned directly to the activity
             */
            projectId?: string | null;
            /** @description Up to 4,000 characters; trimmed, must then be non-empty (else 422); null for none */
            summary?: string | null;
            /** @description Owned label IDs (a set: duplicates are ignored; returned sorted); at most 500 */
            labelIds?: string[];
            /**
             * @deprecated
             * @description Retired: accepted for older clients and ignored (any string or null, even an unknown session); never returned
             */
            workSessionId?: string | null;
            /**
             * Format: uuid
             * @description ID of the open activity the client believes is current, or null for none
             */
            expectedActiveId: string | null;
            /** @description Version of that open activity, or null for none */
            expectedActiveVersion: number | null;
            /**
             * Format: uuid
             * @description The owned task to track, or null for none. Same task (null equals null) as the open activity: 200 unchanged
             */
            taskId: string | null;
        };
        ActivityCreateInput: {
            /**
             * Format: uuid
             * @description Owned project assigned directly to the activity
             */
            projectId?: string | null;
            /** @description Up to 4,000 characters; trimmed, must then be non-empty (else 422); null for none */
            summary?: string | null;
            /** @description Owned label IDs (a set: duplicates are ignored; returned sorted); at most 500 */
            labelIds?: string[];
            /**
             * @deprecated
             * @description Retired: accepted for older clients and ignored (any string or null, even an unknown session); never returned
             */
            workSessionId?: string | null;
            /**
             * Format: date-time
             * @description Start instant (RFC 3339 UTC, up to 9 fractional digits); not after the server clock (equal is allowed)
             * @example 2026-03-29T00:59:59.123456789Z
             */
            start: string;
            /**
             * Format: date-time
             * @description End instant, not before start (may be in the future); null: an open interval (one open activity per owner)
             */
            end: string | null;
            /**
             * Format: uuid
             * @description Owned task; cannot change later
             */
            taskId?: string | null;
        };
        ActivityUpdateInput: {
            /**
             * Format: date-time
             * @description Start instant (RFC 3339 UTC, up to 9 fractional digits); not after the server clock (equal is allowed)
             */
            start: string;
            /**
             * Format: date-time
             * @description End instant, not before start; null: open (one open activity per owner)
             */
            end: string | null;
            /**
             * Format: uuid
             * @description Owned project assigned directly to the activity, or null
             */
            projectId: string | null;
            /** @description Up to 4,000 characters; trimmed, must then be non-empty (else 422); null for none */
            summary: string | null;
            /** @description Owned label IDs (a set: duplicates are ignored; returned sorted); at most 500 */
            labelIds: string[];
        };
        WorkSessionAttachmentInput: {
            /** @description Only null is accepted (a version-checked no-op); any other value is 409 */
            workSessionId: string | null;
        };
        ReportInterval: {
            /** Format: uuid */
            activityId: string;
            /** Format: uuid */
            taskId: string | null;
            /** Format: uuid */
            projectId: string | null;
            /**
             * Format: date-time
             * @description The activity start, clipped to from
             * @example 2026-03-29T00:59:59.123456789Z
             */
            start: string;
            /**
             * Format: date-time
             * @description The activity end clipped to to; for the open activity, generatedAt clipped to to
             * @example 2026-03-29T00:59:59.123456789Z
             */
            end: string;
            /**
             * Format: duration
             * @description end - start
             * @example PT7H30M0.000000001S
             */
            duration: string;
        };
        ReportTaskTotal: {
            /**
             * Format: uuid
             * @description null: time recorded without a task
             */
            taskId: string | null;
            /**
             * Format: duration
             * @example PT7H30M0.000000001S
             */
            total: string;
        };
        ReportDay: {
            /**
             * Format: date
             * @description Local date in the report zone
             */
            date: string;
            /**
             * Format: duration
             * @description Time recorded within this local day (and within the range); 23 or 25 hours at most on DST changes
             * @example PT7H30M0.000000001S
             */
            total: string;
            /** @description Per-task totals (only tasks with recorded time), the null task first, then by task ID */
            tasks: components["schemas"]["ReportTaskTotal"][];
        };
        DailyReportResponse: {
            /**
             * @description The zone used (canonical IANA name)
             * @example Europe/Berlin
             */
            zoneId: string;
            /**
             * Format: date-time
             * @example 2026-03-29T00:59:59.123456789Z
             */
            from: string;
            /**
             * Format: date-time
             * @example 2026-03-29T00:59:59.123456789Z
             */
            to: string;
            /** @description The owner's change sequence this report is consistent with */
            revision: number;
            /**
             * Format: date-time
             * @description The server clock instant open activities are counted up to; present only when an open activity is included
             * @example 2026-03-29T00:59:59.123456789Z
             */
            generatedAt?: string;
            /**
             * Format: duration
             * @description Sum of the interval durations (overlapping activities both count)
             * @example PT7H30M0.000000001S
             */
            total: string;
            /** @description Activities overlapping [from, to), clipped to it, ordered by start then activity ID */
            intervals: components["schemas"]["ReportInterval"][];
            /** @description Every local date of the range in the report zone, in order, including days without time */
            days: components["schemas"]["ReportDay"][];
            /** @description Per-task totals (only tasks with recorded time), the null task first, then by task ID */
            tasks: components["schemas"]["ReportTaskTotal"][];
        };
        ReportWeek: {
            /**
             * Format: date
             * @description The Monday starting this week (Monday 00:00 local in the report zone)
             */
            weekStart: string;
            /**
             * Format: duration
             * @example PT7H30M0.000000001S
             */
            total: string;
            /** @description Per-task totals (only tasks with recorded time), the null task first, then by task ID */
            tasks: components["schemas"]["ReportTaskTotal"][];
        };
        WeeklyReportResponse: {
            /**
             * @description The zone used (canonical IANA name)
             * @example Europe/Berlin
             */
            zoneId: string;
            /**
             * Format: date-time
             * @example 2026-03-29T00:59:59.123456789Z
             */
            from: string;
            /**
             * Format: date-time
             * @example 2026-03-29T00:59:59.123456789Z
             */
            to: string;
            /** @description The owner's change sequence this report is consistent with */
            revision: number;
            /**
             * Format: date-time
             * @description The server clock instant open activities are counted up to; present only when an open activity is included
             * @example 2026-03-29T00:59:59.123456789Z
             */
            generatedAt?: string;
            /**
             * Format: duration
             * @description Sum of the interval durations (overlapping activities both count)
             * @example PT7H30M0.000000001S
             */
            total: string;
            /** @description Activities overlapping [from, to), clipped to it, ordered by start then activity ID */
            intervals: components["schemas"]["ReportInterval"][];
            /** @description Every Monday-based local week overlapping the range, in order, including weeks without time */
            weeks: components["schemas"]["ReportWeek"][];
            /** @description Per-task totals (only tasks with recorded time), the null task first, then by task ID */
            tasks: components["schemas"]["ReportTaskTotal"][];
        };
        WorkSessionResponse: {
            /** Format: uuid */
            id: string;
            ownerId: string;
            version: number;
            /**
             * Format: uuid
             * @description Exactly one owned client (derived from the project when there is one)
             */
            clientId: string;
            /** Format: uuid */
            projectId: string | null;
            summary: string | null;
            /**
             * Format: date-time
             * @example 2026-03-29T00:59:59.123456789Z
             */
            start: string;
            /**
             * Format: date-time
             * @description null while running
             */
            end: string | null;
        };
        WorkSessionPage: {
            items: components["schemas"]["WorkSessionResponse"][];
            /** @description null when this is the last page */
            nextCursor: string | null;
            /** @description The owner's change sequence this page is consistent with */
            revision: number;
        };
        WorkSessionCreateInput: {
            /**
             * Format: uuid
             * @description Must be an owned client. Omitted on creation: the General client; omitted on edit: kept. An explicit null is 422. With a project (given, or kept on edit) the client is derived from the project, and a different explicit client is 422.
             */
            clientId?: string;
            /**
             * Format: uuid
             * @description Owned project; derives the client. On edit, omitted keeps the current project and null removes it.
             */
            projectId?: string | null;
            /**
             * @description Up to 4,000 characters; trimmed, must then be non-empty; null for none. On edit, omitted keeps the current summary.
             * @example Release planning
             */
            summary?: string | null;
            /**
             * @deprecated
             * @description Retired: accepted for older clients and folded into `summary` (used as the summary when `summary` is omitted or null; ignored when a `summary` string is given). Never returned.
             */
            title?: string | null;
            /**
             * Format: date-time
             * @description Start instant (not after the server clock)
             */
            start: string;
            /**
             * Format: date-time
             * @description End instant, not before start; omitted or null: running (one running session per owner)
             */
            end?: string | null;
        };
        WorkSessionStartInput: {
            /**
             * Format: uuid
             * @description Must be an owned client. Omitted on creation: the General client; omitted on edit: kept. An explicit null is 422. With a project (given, or kept on edit) the client is derived from the project, and a different explicit client is 422.
             */
            clientId?: string;
            /**
             * Format: uuid
             * @description Owned project; derives the client. On edit, omitted keeps the current project and null removes it.
             */
            projectId?: string | null;
            /**
             * @description Up to 4,000 characters; trimmed, must then be non-empty; null for none. On edit, omitted keeps the current summary.
             * @example Release planning
             */
            summary?: string | null;
            /**
             * @deprecated
             * @description Retired: accepted for older clients and folded into `summary` (used as the summary when `summary` is omitted or null; ignored when a `summary` string is given). Never returned.
             */
            title?: string | null;
        };
        WorkSessionUpdateInput: {
            /**
             * Format: uuid
             * @description Must be an owned client. Omitted on creation: the General client; omitted on edit: kept. An explicit null is 422. With a project (given, or kept on edit) the client is derived from the project, and a different explicit client is 422.
             */
            clientId?: string;
            /**
             * Format: uuid
             * @description Owned project; derives the client. On edit, omitted keeps the current project and null removes it.
             */
            projectId?: string | null;
            /**
             * @description Up to 4,000 characters; trimmed, must then be non-empty; null for none. On edit, omitted keeps the current summary.
             * @example Release planning
             */
            summary?: string | null;
            /**
             * @deprecated
             * @description Retired: accepted for older clients and folded into `summary` (used as the summary when `summary` is omitted or null; ignored when a `summary` string is given). Never returned.
             */
            title?: string | null;
            /**
             * Format: date-time
             * @description Start instant (not after the server clock)
             */
            start: string;
            /**
             * Format: date-time
             * @description End instant, not before start; null: running (one running session per owner)
             */
            end: string | null;
        };
        WorkSessionReportActivity: {
            /** Format: uuid */
            activityId: string;
            /** Format: uuid */
            taskId: string | null;
            /**
             * Format: date-time
             * @description Clipped to the session
             */
            start: string;
            /**
             * Format: date-time
             * @description Clipped to the session (a running activity: up to generatedAt)
             */
            end: string;
            /**
             * @description ISO 8601 duration of the clipped part
             * @example PT1H30M
             */
            tracked: string;
            /** @description The activity began before the session */
            crossesStart: boolean;
            /** @description The activity ends after the session (a running one: is still running past it) */
            crossesEnd: boolean;
        };
        WorkSessionReport: {
            /** Format: uuid */
            workSessionId: string;
            /** Format: date-time */
            start: string;
            /**
             * Format: date-time
             * @description null while the session runs (then measured up to generatedAt)
             */
            end: string | null;
            /**
             * Format: date-time
             * @description Present only when a running session or running activity was measured up to this server-clock instant
             */
            generatedAt?: string;
            /**
             * @description Session length (ISO 8601 duration)
             * @example PT8H
             */
            duration: string;
            /** @description Sum of every overlapping activity clipped to the session (overlaps count each time) */
            tracked: string;
            /** @description Length of the union of the clipped activities (no instant counted twice) */
            allocated: string;
            /** @description duration minus allocated */
            unallocated: string;
            /** @description Activities sharing at least one instant with the session (touching an endpoint is not overlapping), ordered by clipped start then ID */
            activities: components["schemas"]["WorkSessionReportActivity"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Auth_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CredentialsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CredentialsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Too many failed attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_listTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenListResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenCreateDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedTokenResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_getToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Changes_feed: {
        parameters: {
            query: {
                /** @description Return changes with a sequence after this one (0 for everything retained) */
                after: number;
                /** @description Long-poll up to this many seconds for a change (default 0) */
                waitSeconds?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeFeedResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Ops_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
        };
    };
    Ops_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Server_server: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Clients_list: {
        parameters: {
            query?: {
                /** @description Page size (default 100) */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
                /** @description Name contains this text (trimmed, case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPage"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Clients_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Clients_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Clients_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Clients_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Projects_list: {
        parameters: {
            query?: {
                /** @description Page size (default 100) */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
                /** @description Name contains this text (trimmed, case-insensitive, wildcards literal) */
                q?: string;
                /** @description Only projects of these clients (repeat the parameter: ?clientId=a&clientId=b); every listed client must be owned, else 404 */
                clientId?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectPage"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Projects_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Projects_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Projects_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Projects_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_list: {
        parameters: {
            query?: {
                /** @description Page size (default 100) */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
                /** @description Summary contains this text (trimmed, case-insensitive, wildcards literal) */
                q?: string;
                /** @description Only tasks of this owned project (404 otherwise); cannot be combined with unassigned=true (400) */
                projectId?: string;
                /** @description Only the direct subtasks of this owned task (404 otherwise) */
                parentTaskId?: string;
                /** @description true: only tasks without a project; false: only tasks with a project; omitted: both */
                unassigned?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskPage"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskCreateInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_findByReference: {
        parameters: {
            query: {
                /** @description 1..200 characters, at least one non-whitespace; not trimmed */
                providerId: string;
                /** @description 1..4096 characters, at least one non-whitespace; not trimmed */
                repositoryId: string;
                /** @description 1..1000 characters, at least one non-whitespace; not trimmed */
                externalId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_link: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalReference"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_unlink: {
        parameters: {
            query: {
                /** @description 1..200 characters, at least one non-whitespace; not trimmed */
                providerId: string;
                /** @description 1..4096 characters, at least one non-whitespace; not trimmed */
                repositoryId: string;
                /** @description 1..1000 characters, at least one non-whitespace; not trimmed */
                externalId: string;
            };
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Labels_list: {
        parameters: {
            query?: {
                /** @description Page size (default 100) */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
                /** @description Name contains this text (trimmed, case-insensitive, wildcards literal) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LabelPage"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Labels_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LabelCreateInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LabelResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Labels_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LabelResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Labels_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LabelInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LabelResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Labels_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Profile_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Profile_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_list: {
        parameters: {
            query: {
                /** @description Page size (default 100) */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
                /** @description Range start (inclusive); records overlapping [from, to) are listed */
                from: string;
                /** @description Range end (exclusive); must be after from */
                to: string;
                /** @description Only records of this owned task */
                taskId?: string;
                /** @description Only records with this owned direct project */
                projectId?: string;
                /** @description Only records carrying this owned label */
                labelId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityCreateInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_active: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityResponse"];
                };
            };
            /** @description Nothing is open */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_start: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID; a retry with the same key and input returns the original response */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityStartInput"];
            };
        };
        responses: {
            /** @description Already tracking this task: the open activity, unchanged */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityResponse"];
                };
            };
            /** @description A new open activity */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityUpdateInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_stop: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID; a retry with the same key and input returns the original response */
                "Idempotency-Key": string;
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The completed record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_setWorkSession: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkSessionAttachmentInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Reports_daily: {
        parameters: {
            query: {
                /** @description Range start (inclusive), RFC 3339 UTC */
                from: string;
                /** @description Range end (exclusive), strictly after from. A daily report covers at most 732 days, a weekly one at most 3660 days (measured as to - from in 24-hour days); longer is 422 VALIDATION */
                to: string;
                /** @description IANA zone whose local midnights split the report; default the profile zone. An explicit value does not change the profile */
                zoneId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report, consistent with revision */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyReportResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Reports_weekly: {
        parameters: {
            query: {
                /** @description Range start (inclusive), RFC 3339 UTC */
                from: string;
                /** @description Range end (exclusive), strictly after from. A daily report covers at most 732 days, a weekly one at most 3660 days (measured as to - from in 24-hour days); longer is 422 VALIDATION */
                to: string;
                /** @description IANA zone whose local midnights split the report; default the profile zone. An explicit value does not change the profile */
                zoneId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report, consistent with revision */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyReportResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_list: {
        parameters: {
            query?: {
                /** @description Page size (default 100) */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
                /** @description Only sessions of this owned project */
                projectId?: string;
                /** @description Only sessions of these owned clients (repeat the parameter: ?clientId=a&clientId=b) */
                clientId?: string[];
                /** @description With `to`: only sessions overlapping [from, to) (running sessions extend to infinity). Both or neither; `to` strictly after `from`. */
                from?: string;
                /** @description With `from`: end of the half-open range [from, to) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSessionPage"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkSessionCreateInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSessionResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_active: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSessionResponse"];
                };
            };
            /** @description No work session is running */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_start: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID; a retry with the same key and input returns the original response */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Optional: an absent body is the same as {} */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WorkSessionStartInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSessionResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSessionResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_update: {
        parameters: {
            query?: never;
            header: {
                /** @description true: also create an undo offer (valid 600 seconds by the server clock; use it with POST /undo/{id}). The answer then carries X-Service-Undo-Id and X-Service-Undo-Seconds (also on a PUT that changes nothing). At most 50 offers are kept per account: each opt-in request first prunes expired offers, then drops the oldest beyond 49 (a dropped offer is 404). false or absent: no offer; other values 400. */
                "X-Service-Undo"?: "true" | "false";
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkSessionUpdateInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description The undo offer's UUID (only when the request sent X-Service-Undo: true) */
                    "X-Service-Undo-Id"?: string;
                    /** @description Seconds the offer stays valid: 600 (only with X-Service-Undo: true) */
                    "X-Service-Undo-Seconds"?: 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSessionResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description true: also create an undo offer (valid 600 seconds by the server clock; use it with POST /undo/{id}). The answer then carries X-Service-Undo-Id and X-Service-Undo-Seconds (also on a PUT that changes nothing). At most 50 offers are kept per account: each opt-in request first prunes expired offers, then drops the oldest beyond 49 (a dropped offer is 404). false or absent: no offer; other values 400. */
                "X-Service-Undo"?: "true" | "false";
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    /** @description The undo offer's UUID (only when the request sent X-Service-Undo: true) */
                    "X-Service-Undo-Id"?: string;
                    /** @description Seconds the offer stays valid: 600 (only with X-Service-Undo: true) */
                    "X-Service-Undo-Seconds"?: 600;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_stop: {
        parameters: {
            query?: never;
            header: {
                /** @description The strong ETag of the version being changed (a single tag; weak, * and lists are refused) */
                "If-Match": string;
                /** @description UUID; a retry with the same key and input returns the original response */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Empty, or the empty object {} */
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The completed session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSessionResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_report: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSessionReport"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Undo_restore: {
        parameters: {
            query?: never;
            header: {
                /** @description UUID; a retry with the same key and input returns the original response */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description The empty object {} */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The restored work session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkSessionResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Gone (see code) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
}
