// Generated from the served /api/v1/openapi.json by `npm run web:api`. Do not edit.
export interface paths {
    "/api/v1/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Central settings, redacted: what administrators saved (null = not set) and what is in effect (saved, else environment, else default). Administrators only (403 ADMIN_REQUIRED) */
        get: operations["Admin_get"];
        /** Replace the saved settings. Needs an administrator's cookie session (a token: 403 SESSION_REQUIRED; not an administrator: 403 ADMIN_REQUIRED), X-CSRF-Token, If-Match and currentPassword (wrong: 403 REAUTHENTICATION_FAILED, counted as a failed sign-in). Takes effect at once on every replica */
        put: operations["Admin_replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The accounts of this server, ordered by ID; `q` keeps those whose email contains it (case-insensitive). No business data of any account. Administrators only (403 ADMIN_REQUIRED), by web session or a token with read permission */
        get: operations["AdminAccounts_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account (its owner ID), with an ETag for PUT. Administrators only (403 ADMIN_REQUIRED) */
        get: operations["AdminAccounts_get"];
        /** Promote, demote, disable or re-enable an account. Needs an administrator's cookie session (a token: 403 SESSION_REQUIRED; not an administrator: 403 ADMIN_REQUIRED), X-CSRF-Token, If-Match (the ETag of GET /admin/accounts/{id}) and currentPassword (wrong: 403 REAUTHENTICATION_FAILED, counted as a failed sign-in). Disabling ends the account's sessions at once and its tokens answer 401, on every replica; its sign-in answers 403 ACCOUNT_DISABLED; its data stays. An administrator cannot demote or disable itself (409 SELF_LOCKOUT). Every change goes to the audit trail */
        put: operations["AdminAccounts_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (open unless sign-up is turned off); limited per client address like failed sign-ins (loopback excepted) */
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
        /** Sign in: sets an HttpOnly Secure SameSite=Strict session cookie and returns a memory-only CSRF value. With two-factor sign-in on, send `code` too (without it: 401 SECOND_FACTOR_REQUIRED and no cookie; wrong or already used: 401 SECOND_FACTOR_INVALID, counted as a failed sign-in). A disabled account: 403 ACCOUNT_DISABLED */
        post: operations["Auth_signIn"];
        /** Sign out */
        delete: operations["Auth_signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out everywhere: ends every web session of the account, this one included (X-CSRF-Token required) */
        delete: operations["Auth_signOutEverywhere"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password (X-CSRF-Token required); ends every other web session of the account. A wrong currentPassword is 403 REAUTHENTICATION_FAILED and counts as a failed sign-in */
        put: operations["Auth_changePassword"];
        post?: never;
        delete?: never;
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
        /** Create a personal API token (from a web session with X-CSRF-Token); the secret is returned only here. Without expiresAt, it expires after tokenMaxLifetimeDays when that is set; a later expiresAt is 422 */
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
    "/api/v1/auth/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up two-factor sign-in (TOTP, RFC 6238: SHA-1, 6 digits, 30 s): answers a new secret and its otpauth:// URI. A new set-up replaces one not yet confirmed; 409 TWO_FACTOR_ENABLED when two-factor is on already. Web session and X-CSRF-Token only; a wrong currentPassword is 403 REAUTHENTICATION_FAILED (counted as a failed sign-in) */
        post: operations["TwoFactor_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the set-up with the code the authenticator app shows (wrong: 422 VALIDATION): two-factor sign-in is on, and the answer holds ten single-use recovery codes, shown only here. 409 TWO_FACTOR_NOT_SET_UP without a set-up, 409 TWO_FACTOR_ENABLED when on already */
        post: operations["TwoFactor_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Turn two-factor sign-in off, with the password (wrong: 403 REAUTHENTICATION_FAILED) and a code from the app or an unused recovery code (wrong: 422 VALIDATION). The secret and the recovery codes are deleted. 409 TWO_FACTOR_NOT_ENABLED when it is off */
        delete: operations["TwoFactor_disable"];
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
    "/api/v1/time-entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a time entry: one tracked interval with its daily parts
         * @description The ETag changes whenever any part changes; PUT and DELETE take it as If-Match.
         */
        get: operations["TimeEntries_get"];
        /**
         * Replace the whole interval of a time entry atomically
         * @description The rules of PUT /activities/{id} (the task cannot change). The interval is split again at the local midnights of the profile zone: the part of a local day that remains keeps its ID (an open entry's newest part keeps the active UUID), new days get new IDs, parts of days no longer covered are deleted. Every changed part is manual, gets a new version and one change event; a part left exactly as it was keeps its version and emits nothing. 412 STALE_VERSION when any part changed since the ETag was read.
         */
        put: operations["TimeEntries_update"];
        post?: never;
        /** Delete a time entry: every daily part, in one transaction (one deleted event per part) */
        delete: operations["TimeEntries_delete"];
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
         * @description Activities overlapping [from, to) are clipped to it; an open activity is counted up to generatedAt. Durations are split at the real local midnights of the report zone (23- and 25-hour days on DST changes). Totals sum recorded durations, so overlapping activities both count; the report is one response, never paged. An open activity is included only when it has time in the range by generatedAt; generatedAt is absent otherwise. Order: intervals by clipped start, then activity ID; task totals with the null task first, then by task ID. Range limits: a daily report spans at most 732 days, a weekly one at most 3660 days (to - from); longer is 422 VALIDATION. The range is given either as instants (from, to) or as inclusive local dates of the report zone (fromDate, toDate): both kinds, or neither, is 400; toDate before fromDate is 422. Optional rounding (rounding, roundingMinutes) rounds each interval's part within one local day; every total is the sum of the rounded parts. Content negotiation: ?format=json|csv|xlsx|pdf, else the Accept header (application/json, text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/pdf), else JSON. Downloads hold the same figures as the JSON and carry Content-Disposition: attachment with a file name. CSV: RFC 4180, UTF-8 without BOM, CRLF, a header row, laid out for a person: the name columns first (daily: Date, Start, End, Client, Project, Task, Description, one row per line, i.e. an activity part within one local day, with its start and end as local date-times of the report zone; weekly: Week, Client, Project, Task; summary: one column per level, e.g. Project, Task), then Time (h:mm:ss, to the nearest second), Hours (decimal, exact to 6 places), Billable time, Billable hours, one `Amount <currency>` column per currency with a priced line (exact decimal text with the currency's minor digits; empty when the row has none), then the ID columns and the exact durations (`Duration (ISO 8601)`, `Billable duration (ISO 8601)`); a last Total row carries the report's totals, which the rows add up to (label groups excepted, where an interval counts under each of its labels). Cells starting with = + - @ get a leading apostrophe (formula guard). XLSX: the same table with times as duration cells ([h]:mm:ss), hours and amounts as numbers (an amount a number cannot hold exactly stays text), the daily Start and End as date-time cells (yyyy-mm-dd hh:mm:ss) showing the report zone's wall clock to the second, and an About sheet (account, dates, zone, generated at in local time, rounding, filters). Billing: every object with a total also has billable (the duration of its billable lines), unpriced (billable without a rate) and amounts ([{currency, amount}], sorted by currency). A line is one activity part within one local day of the report zone, clipped to the range (and rounded, with rounding); a billable line is priced at the rate in effect at its start (see /rates) and its amount (duration x hourly rate, exact) is rounded once, half to even, to the currency's minor unit; every total is the sum of its lines' amounts. billable=true|false keeps the lines of one flag. PDF: A4 landscape, embedded Unicode fonts (DejaVu Sans, Noto Sans JP for Han and kana), a heading with the account, dates, zone and generation time in local time; daily and weekly reports print one page per Monday-based week (a timesheet of tasks by weekday with totals; with billable time, each row and the Total also show the billable time and the amount per currency, followed by the time without a rate and, after the last of several weeks, the report's totals); the summary prints its groups with time, hours, billable time and one amount column per currency, and the total.
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
         * @description Activities overlapping [from, to) are clipped to it; an open activity is counted up to generatedAt. Durations are split at the real local midnights of the report zone (23- and 25-hour days on DST changes). Totals sum recorded durations, so overlapping activities both count; the report is one response, never paged. An open activity is included only when it has time in the range by generatedAt; generatedAt is absent otherwise. Order: intervals by clipped start, then activity ID; task totals with the null task first, then by task ID. Range limits: a daily report spans at most 732 days, a weekly one at most 3660 days (to - from); longer is 422 VALIDATION. The range is given either as instants (from, to) or as inclusive local dates of the report zone (fromDate, toDate): both kinds, or neither, is 400; toDate before fromDate is 422. Optional rounding (rounding, roundingMinutes) rounds each interval's part within one local day; every total is the sum of the rounded parts. Content negotiation: ?format=json|csv|xlsx|pdf, else the Accept header (application/json, text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/pdf), else JSON. Downloads hold the same figures as the JSON and carry Content-Disposition: attachment with a file name. CSV: RFC 4180, UTF-8 without BOM, CRLF, a header row, laid out for a person: the name columns first (daily: Date, Start, End, Client, Project, Task, Description, one row per line, i.e. an activity part within one local day, with its start and end as local date-times of the report zone; weekly: Week, Client, Project, Task; summary: one column per level, e.g. Project, Task), then Time (h:mm:ss, to the nearest second), Hours (decimal, exact to 6 places), Billable time, Billable hours, one `Amount <currency>` column per currency with a priced line (exact decimal text with the currency's minor digits; empty when the row has none), then the ID columns and the exact durations (`Duration (ISO 8601)`, `Billable duration (ISO 8601)`); a last Total row carries the report's totals, which the rows add up to (label groups excepted, where an interval counts under each of its labels). Cells starting with = + - @ get a leading apostrophe (formula guard). XLSX: the same table with times as duration cells ([h]:mm:ss), hours and amounts as numbers (an amount a number cannot hold exactly stays text), the daily Start and End as date-time cells (yyyy-mm-dd hh:mm:ss) showing the report zone's wall clock to the second, and an About sheet (account, dates, zone, generated at in local time, rounding, filters). Billing: every object with a total also has billable (the duration of its billable lines), unpriced (billable without a rate) and amounts ([{currency, amount}], sorted by currency). A line is one activity part within one local day of the report zone, clipped to the range (and rounded, with rounding); a billable line is priced at the rate in effect at its start (see /rates) and its amount (duration x hourly rate, exact) is rounded once, half to even, to the currency's minor unit; every total is the sum of its lines' amounts. billable=true|false keeps the lines of one flag. PDF: A4 landscape, embedded Unicode fonts (DejaVu Sans, Noto Sans JP for Han and kana), a heading with the account, dates, zone and generation time in local time; daily and weekly reports print one page per Monday-based week (a timesheet of tasks by weekday with totals; with billable time, each row and the Total also show the billable time and the amount per currency, followed by the time without a rate and, after the last of several weeks, the report's totals); the summary prints its groups with time, hours, billable time and one amount column per currency, and the total.
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
    "/api/v1/reports/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Totals grouped by one or two levels of client, project, task, label, day, week or month, with current names
         * @description The same clipping, local-midnight splitting and open-activity rules as the daily report; filters by client, project, task and label (each value owned, else 404; several values of one filter match any, different filters all). Groups carry their id and current name, read in the same snapshot as the figures. A label level counts an interval with several labels in full under each label, so label groups may add up to more than total (groupsAddUp, subgroupsAddUp). Intervals without a client, project, task or label are the group with id null. A summary spans at most 3660 days. In CSV and XLSX, one row per subgroup (or per group without subgroupBy) with the group's columns repeated. The range is given either as instants (from, to) or as inclusive local dates of the report zone (fromDate, toDate): both kinds, or neither, is 400; toDate before fromDate is 422. Optional rounding (rounding, roundingMinutes) rounds each interval's part within one local day; every total is the sum of the rounded parts. Content negotiation: ?format=json|csv|xlsx|pdf, else the Accept header (application/json, text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/pdf), else JSON. Downloads hold the same figures as the JSON and carry Content-Disposition: attachment with a file name. CSV: RFC 4180, UTF-8 without BOM, CRLF, a header row, laid out for a person: the name columns first (daily: Date, Start, End, Client, Project, Task, Description, one row per line, i.e. an activity part within one local day, with its start and end as local date-times of the report zone; weekly: Week, Client, Project, Task; summary: one column per level, e.g. Project, Task), then Time (h:mm:ss, to the nearest second), Hours (decimal, exact to 6 places), Billable time, Billable hours, one `Amount <currency>` column per currency with a priced line (exact decimal text with the currency's minor digits; empty when the row has none), then the ID columns and the exact durations (`Duration (ISO 8601)`, `Billable duration (ISO 8601)`); a last Total row carries the report's totals, which the rows add up to (label groups excepted, where an interval counts under each of its labels). Cells starting with = + - @ get a leading apostrophe (formula guard). XLSX: the same table with times as duration cells ([h]:mm:ss), hours and amounts as numbers (an amount a number cannot hold exactly stays text), the daily Start and End as date-time cells (yyyy-mm-dd hh:mm:ss) showing the report zone's wall clock to the second, and an About sheet (account, dates, zone, generated at in local time, rounding, filters). Billing: every object with a total also has billable (the duration of its billable lines), unpriced (billable without a rate) and amounts ([{currency, amount}], sorted by currency). A line is one activity part within one local day of the report zone, clipped to the range (and rounded, with rounding); a billable line is priced at the rate in effect at its start (see /rates) and its amount (duration x hourly rate, exact) is rounded once, half to even, to the currency's minor unit; every total is the sum of its lines' amounts. billable=true|false keeps the lines of one flag. PDF: A4 landscape, embedded Unicode fonts (DejaVu Sans, Noto Sans JP for Han and kana), a heading with the account, dates, zone and generation time in local time; daily and weekly reports print one page per Monday-based week (a timesheet of tasks by weekday with totals; with billable time, each row and the Total also show the billable time and the amount per currency, followed by the time without a rate and, after the last of several weeks, the report's totals); the summary prints its groups with time, hours, billable time and one amount column per currency, and the total.
         */
        get: operations["Reports_summary"];
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
    "/api/v1/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export an owned snapshot (service-domain-v3 or, with version=4, v4 JSON, or a CSV archive v1..v4)
         * @description One consistent snapshot of the owner's clients, projects, tasks with external references, labels, activities (every daily record) and work sessions; never tokens, sessions, receipts, undo offers, import jobs or audit items. Sent as an attachment (Content-Disposition). More than 10,000 records of one type, or more than 20 MiB, is 413.
         */
        get: operations["Interchange_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a service-domain document (v1..v4 JSON) or CSV archive (v1..v4 ZIP) atomically, with fresh IDs
         * @description Validates the whole graph before writing anything, allocates fresh UUIDs, rewrites every reference and writes everything in one transaction; never updates an existing record, the owner or the reporting zone; activities are split into the importer's local days; one change event per created record. v1/v2 projects and work sessions go to the importer's General client. v1..v3 activities are not billable and their projects have billableByDefault false; v4 rates are created with fresh IDs (their scope IDs rewritten), and one with the scope and effectiveFrom of an existing rate is 409 RATE_EXISTS. Errors: an invalid document or graph (including an open activity or running session when the importer has one) 422 with the offending JSON pointers in `errors`; an external identity the importer already has linked 409 EXTERNAL_REFERENCE_CONFLICT; over 10,000 records of one type or 20 MiB 413; the same Idempotency-Key with another body 409 IDEMPOTENCY_KEY_REUSED. A failure writes nothing (no record, receipt or event).
         */
        post: operations["Interchange_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preview normalized entries: rows, statuses and catalog matches (writes nothing; read permission) */
        post: operations["Imports_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List import jobs, newest first */
        get: operations["Imports_list"];
        put?: never;
        /** Create an import job with its immutable mappings, fingerprints and the account zone */
        post: operations["Imports_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an import job with its committed batch outcomes and counts */
        get: operations["Imports_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/batches/{index}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preview one batch of a job: rows plus the previewToken a commit needs (writes nothing; read permission) */
        post: operations["Imports_previewBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/batches/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Commit one batch atomically
         * @description Checks in order: 404 job; 400/413/422 input; an index already committed answers 200 with the stored outcome for the same entries and decisions, 409 BATCH_CONFLICT otherwise; 409 IMPORT_UNDOING; 409 ZONE_CHANGED; 409 BATCH_OUT_OF_ORDER; 422 unsettled exactMatch or invalid row; 412 STALE_VERSION for a stale reuse; 409 PREVIEW_STALE.
         */
        post: operations["Imports_commitBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/undo/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fence the job for good (status undoing) and list up to `limit` records it created that are still present */
        post: operations["Imports_undoPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove unchanged records and edited ones marked DELETE, keep those marked KEEP (versions re-checked under the owner lock) */
        post: operations["Imports_undo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List hourly rates, ordered by ID
         * @description Filters combine with AND and match the rate's own scope; a foreign or missing filter record is 404.
         */
        get: operations["Rates_list"];
        put?: never;
        /**
         * Create an hourly rate
         * @description Every property is required (nullable ones as explicit null). Two or more scope IDs: 422; a foreign or missing scope record: 404; the scope already has a rate with this effectiveFrom: 409. For a billable moment t of an activity the rate is taken from the first of these scopes that has a rate with effectiveFrom <= t (null: since always), the latest such: the activity's task, that task's ancestors (nearest first), the activity's project (its projectId, else its task's project), that project's client, the owner's default (all scope IDs null). A rate with a later effectiveFrom never changes earlier time.
         */
        post: operations["Rates_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an hourly rate */
        get: operations["Rates_get"];
        /**
         * Replace an hourly rate
         * @description Every property is required; the rules of create apply.
         */
        put: operations["Rates_update"];
        post?: never;
        /** Delete an hourly rate */
        delete: operations["Rates_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Not supported: the endpoint is stateless and keeps no event stream (405) */
        get: operations["Mcp_get"];
        put?: never;
        /**
         * Send one MCP message (JSON-RPC 2.0)
         * @description The Model Context Protocol endpoint (Streamable HTTP transport, stateless: no session; any replica answers any message) for agents. Each POST carries one JSON-RPC message (or a batch, for the protocol versions that have them) and is answered with JSON. Bearer personal tokens only (a session cookie is not accepted). Tools: get_profile, get_timer, list_activities, find_tasks, find_projects, find_task_by_reference and summary_report for every token; start_timer, stop_timer, log_time and create_task with write permission. See docs/agents.md.
         */
        post: operations["Mcp_handle"];
        /** Not supported: the endpoint is stateless and has no session to end (405) */
        delete: operations["Mcp_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document (OpenAPI 3.1) */
        get: operations["OpenApi_document"];
        put?: never;
        post?: never;
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
        LoginThrottleSettings: {
            /**
             * @description Failed sign-ins allowed per email and per client address in a window
             * @example 10
             */
            maxFailures: number;
            /**
             * @description The window, opened by the first counted failure
             * @example 900
             */
            windowSeconds: number;
        };
        RateLimitSettings: {
            /**
             * @description Requests a minute per credential; 0 turns the limit off
             * @example 600
             */
            requestsPerMinute: number;
        };
        MailSettingsInput: {
            /**
             * @description Mail server host name
             * @example smtp.example.com
             */
            host: string;
            /** @example 587 */
            port: number;
            /**
             * @description TLS from the start (true, usually port 465) or STARTTLS (false)
             * @example false
             */
            secure: boolean;
            /**
             * @description User name, or null without authentication
             * @example time-tracking
             */
            username: string | null;
            /**
             * Format: email
             * @description Sender address
             * @example time-tracking@example.com
             */
            from: string;
            /**
             * Format: password
             * @description Write-only: a string sets it, omitted keeps the stored one, null clears it
             * @example smtp-app-password
             */
            password?: string | null;
        };
        MailSettingsResponse: {
            /**
             * @description Mail server host name
             * @example smtp.example.com
             */
            host: string;
            /** @example 587 */
            port: number;
            /**
             * @description TLS from the start (true, usually port 465) or STARTTLS (false)
             * @example false
             */
            secure: boolean;
            /**
             * @description User name, or null without authentication
             * @example time-tracking
             */
            username: string | null;
            /**
             * Format: email
             * @description Sender address
             * @example time-tracking@example.com
             */
            from: string;
            /** @description Whether a password is stored; the password itself is never returned */
            passwordSet: boolean;
        };
        SettingsInput: {
            /**
             * @description Open sign-up (POST /auth/signup)
             * @example true
             */
            signupEnabled: boolean | null;
            /**
             * @description Lifetime of web sessions created afterwards
             * @example 720
             */
            sessionLifetimeMinutes: number | null;
            /**
             * @description Longest personal token lifetime (0 = unlimited); tokens created without expiresAt get it
             * @example 365
             */
            tokenMaxLifetimeDays: number | null;
            /**
             * @example {
             *       "maxFailures": 10,
             *       "windowSeconds": 900
             *     }
             */
            loginThrottle: components["schemas"]["LoginThrottleSettings"] | null;
            /**
             * @example {
             *       "requestsPerMinute": 600
             *     }
             */
            rateLimit: components["schemas"]["RateLimitSettings"] | null;
            /**
             * @description CIDR ranges of proxies whose X-Forwarded-For names the client (the rightmost address not in these ranges)
             * @example [
             *       "127.0.0.0/8",
             *       "::1/128"
             *     ]
             */
            trustedProxies: string[] | null;
            /**
             * @description Outgoing mail server; null clears it (and its password)
             * @example {
             *       "host": "smtp.example.com",
             *       "port": 587,
             *       "secure": false,
             *       "username": "time-tracking",
             *       "from": "time-tracking@example.com",
             *       "password": "smtp-app-password"
             *     }
             */
            mail: components["schemas"]["MailSettingsInput"] | null;
        };
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
        SavedSettingsResponse: {
            signupEnabled: boolean | null;
            sessionLifetimeMinutes: number | null;
            tokenMaxLifetimeDays: number | null;
            loginThrottle: components["schemas"]["LoginThrottleSettings"] | null;
            rateLimit: components["schemas"]["RateLimitSettings"] | null;
            trustedProxies: string[] | null;
            mail: components["schemas"]["MailSettingsResponse"] | null;
        };
        EffectiveSettingsResponse: {
            signupEnabled: boolean;
            sessionLifetimeMinutes: number;
            tokenMaxLifetimeDays: number;
            loginThrottle: components["schemas"]["LoginThrottleSettings"];
            rateLimit: components["schemas"]["RateLimitSettings"];
            trustedProxies: string[];
            /** @description null when no mail server is configured anywhere */
            mail: components["schemas"]["MailSettingsResponse"] | null;
        };
        AdminSettingsResponse: {
            /** @description What administrators stored; null keys were never set */
            saved: components["schemas"]["SavedSettingsResponse"];
            /** @description What the service uses now: saved, else the environment, else the default */
            effective: components["schemas"]["EffectiveSettingsResponse"];
        };
        AdminSettingsUpdate: {
            /**
             * @description Replaces every saved setting
             * @example {
             *       "signupEnabled": false,
             *       "sessionLifetimeMinutes": 720,
             *       "tokenMaxLifetimeDays": 365,
             *       "loginThrottle": {
             *         "maxFailures": 10,
             *         "windowSeconds": 900
             *       },
             *       "rateLimit": {
             *         "requestsPerMinute": 600
             *       },
             *       "trustedProxies": [
             *         "127.0.0.0/8",
             *         "::1/128"
             *       ],
             *       "mail": null
             *     }
             */
            settings: components["schemas"]["SettingsInput"];
            /**
             * Format: password
             * @description The administrator's current password
             * @example a long passphrase of mine
             */
            currentPassword: string;
        };
        AdminAccountResponse: {
            /**
             * Format: uuid
             * @description The account's owner ID
             */
            id: string;
            /** @description Counts changes of this row (admin, disabled, two-factor) */
            version: number;
            /** Format: email */
            email: string;
            /** @description An administrator */
            admin: boolean;
            /** @description Disabled: no sign-in (403 ACCOUNT_DISABLED), no session, tokens answer 401; the data stays */
            disabled: boolean;
            /** @description Two-factor sign-in is on */
            twoFactor: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The last web sign-in; null when never
             */
            lastSignInAt: string | null;
        };
        AdminAccountPage: {
            items: components["schemas"]["AdminAccountResponse"][];
            /** @description null when this is the last page */
            nextCursor: string | null;
            /** @description The owner's change sequence this page is consistent with */
            revision: number;
        };
        AdminAccountUpdate: {
            /**
             * @description Administrator (an administrator cannot demote itself: 409)
             * @example true
             */
            admin: boolean;
            /**
             * @description Disabled (an administrator cannot disable itself: 409); disabling ends the account's sessions and tokens at once
             * @example false
             */
            disabled: boolean;
            /**
             * Format: password
             * @description Your own password (wrong: 403 REAUTHENTICATION_FAILED, counted as a failed sign-in)
             * @example a long passphrase of mine
             */
            currentPassword: string;
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
        SignInDto: {
            /** Format: email */
            email: string;
            /** Format: password */
            password: string;
            /**
             * @description Needed when the account has two-factor sign-in on (without it: 401 SECOND_FACTOR_REQUIRED). The six-digit code the authenticator app shows now, or one unused recovery code; a wrong or already used one is 401 SECOND_FACTOR_INVALID, counted as a failed sign-in. Ignored for accounts without two-factor
             * @example 123456
             */
            code?: string;
        };
        SignInResponse: {
            ownerId: string;
            /** @description Keep in memory only; send as X-CSRF-Token on unsafe cookie requests */
            csrfToken: string;
            /** Format: date-time */
            expiresAt: string;
        };
        SessionResponse: {
            ownerId: string;
            /** Format: email */
            email: string;
            /** @description Whether the account is an administrator (may change /admin/settings) */
            admin: boolean;
            /** @description Whether two-factor sign-in (TOTP) is on for the account */
            twoFactor: boolean;
            /** @description Keep in memory only; send as X-CSRF-Token on unsafe cookie requests. A fresh value does not invalidate earlier ones */
            csrfToken: string;
            /** Format: date-time */
            expiresAt: string;
        };
        PasswordChangeDto: {
            /**
             * Format: password
             * @description The password now in use
             * @example a long passphrase of mine
             */
            currentPassword: string;
            /**
             * Format: password
             * @example a new and longer passphrase
             */
            newPassword: string;
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
             * @description Optional expiry, at least one minute ahead. Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
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
        CurrentPasswordDto: {
            /**
             * Format: password
             * @description The password now in use (wrong: 403 REAUTHENTICATION_FAILED, counted as a failed sign-in)
             * @example a long passphrase of mine
             */
            currentPassword: string;
        };
        TwoFactorSetupResponse: {
            /**
             * @description The TOTP secret, base32 (RFC 6238: SHA-1, 6 digits, 30 s): type it into the authenticator app, or scan otpauthUri
             * @example JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
             */
            secret: string;
            /**
             * @description The same secret as an otpauth:// URI, for a QR code
             * @example otpauth://totp/Time%20Tracking:ada%40example.com?issuer=Time%20Tracking&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30
             */
            otpauthUri: string;
        };
        TwoFactorEnableDto: {
            /**
             * @description The six-digit code the authenticator app shows for the secret of the set-up (wrong: 422 VALIDATION)
             * @example 123456
             */
            code: string;
        };
        RecoveryCodesResponse: {
            /**
             * @description Ten single-use recovery codes, each good for one sign-in instead of a code from the app. Shown only here: keep them somewhere safe
             * @example [
             *       "abcd-efgh-ijkl-mnop",
             *       "qrst-uvwx-yz23-4567",
             *       "b2c3-d4e5-f6g7-h2i3",
             *       "j4k5-l6m7-n2o3-p4q5",
             *       "r6s7-t2u3-v4w5-x6y7",
             *       "z2a3-b4c5-d6e7-f2g3",
             *       "h4i5-j6k7-l2m3-n4o5",
             *       "p6q7-r2s3-t4u5-v6w7",
             *       "x2y3-z4a5-b6c7-d2e3",
             *       "f4g5-h6i7-j2k3-l4m5"
             *     ]
             */
            recoveryCodes: string[];
        };
        TwoFactorDisableDto: {
            /**
             * Format: password
             * @description The password now in use (wrong: 403 REAUTHENTICATION_FAILED, counted as a failed sign-in)
             * @example a long passphrase of mine
             */
            currentPassword: string;
            /**
             * @description The six-digit code the authenticator app shows now, or one unused recovery code (wrong: 422 VALIDATION)
             * @example 123456
             */
            code: string;
        };
        ChangeItemResponse: {
            /** @enum {string} */
            entityType: "client" | "project" | "task" | "label" | "activity" | "workSession" | "profile" | "rate";
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
            /** @description Archived: hidden from pickers, otherwise as before */
            archived: boolean;
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
            /**
             * @description Archived records behave as before; clients hide them from pickers. On create an omitted value is false; on replace (PUT) an omitted value keeps the stored one.
             * @example false
             */
            archived?: boolean;
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
            /** @description The billable flag new activities of this project take when they do not say */
            billableByDefault: boolean;
            /** @description Archived: hidden from pickers, otherwise as before */
            archived: boolean;
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
            /**
             * @description Whether new activities of this project (directly, or through their task) are billable when they do not say. On create omitted is false; on replace (PUT) omitted keeps the current value.
             * @example true
             */
            billableByDefault?: boolean;
            /**
             * @description Archived records behave as before; clients hide them from pickers. On create an omitted value is false; on replace (PUT) an omitted value keeps the stored one.
             * @example false
             */
            archived?: boolean;
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
            /** Format: iri */
            url: string | null;
            /** Format: uuid */
            projectId: string | null;
            /** Format: uuid */
            parentTaskId: string | null;
            /** @description Linked provider identities, sorted by providerId, repositoryId, externalId (UTF-16 code-unit order) */
            externalReferences: components["schemas"]["ExternalReference"][];
            /** @description Archived: hidden from pickers, otherwise as before */
            archived: boolean;
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
             * Format: iri
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
            /**
             * @description Archived records behave as before; clients hide them from pickers. On create an omitted value is false; on replace (PUT) an omitted value keeps the stored one.
             * @example false
             */
            archived?: boolean;
        };
        TaskInput: {
            /** @description Trimmed; must contain a non-whitespace character */
            summary: string;
            /**
             * Format: iri
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
            /**
             * @description Archived records behave as before; clients hide them from pickers. On create an omitted value is false; on replace (PUT) an omitted value keeps the stored one.
             * @example false
             */
            archived?: boolean;
        };
        LabelResponse: {
            /** Format: uuid */
            id: string;
            ownerId: string;
            version: number;
            name: string;
            color: string | null;
            /** @description Archived: hidden from pickers, otherwise as before */
            archived: boolean;
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
            /**
             * @description Archived records behave as before; clients hide them from pickers. On create an omitted value is false; on replace (PUT) an omitted value keeps the stored one.
             * @example false
             */
            archived?: boolean;
        };
        LabelInput: {
            /**
             * @description Trimmed; must contain a non-whitespace character
             * @example Code review
             */
            name: string;
            /** @description #RRGGBB, or null for no color; required on replace */
            color: string | null;
            /**
             * @description Archived records behave as before; clients hide them from pickers. On create an omitted value is false; on replace (PUT) an omitted value keeps the stored one.
             * @example false
             */
            archived?: boolean;
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
            /** @description Whether the time is billable (every daily part of an interval keeps the flag) */
            billable: boolean;
            /**
             * Format: uuid
             * @description The time entry (one tracked interval) this daily record is part of: every part split from one interval shares it (see /time-entries/{id}). Server-managed: refused (400) in any input
             */
            timeEntryId: string;
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
             * @description Whether the time is billable. Omitted: the project's billableByDefault (its projectId, else its task's project), false without a project
             * @example true
             */
            billable?: boolean;
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
             * @description Whether the time is billable. Omitted: the project's billableByDefault (its projectId, else its task's project), false without a project
             * @example true
             */
            billable?: boolean;
            /**
             * @deprecated
             * @description Retired: accepted for older clients and ignored (any string or null, even an unknown session); never returned
             */
            workSessionId?: string | null;
            /**
             * Format: date-time
             * @description Start instant (RFC 3339 UTC, up to 9 fractional digits); not after the server clock (equal is allowed). Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
             * @example 2026-03-29T00:59:59.123456789Z
             */
            start: string;
            /**
             * Format: date-time
             * @description End instant, not before start (may be in the future); null: an open interval (one open activity per owner). Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
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
             * @description Start instant (RFC 3339 UTC, up to 9 fractional digits); not after the server clock (equal is allowed). Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
             */
            start: string;
            /**
             * Format: date-time
             * @description End instant, not before start; null: open (one open activity per owner). Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
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
            /**
             * @description Whether the time is billable; omitted keeps the stored flag
             * @example true
             */
            billable?: boolean;
        };
        WorkSessionAttachmentInput: {
            /** @description Only null is accepted (a version-checked no-op); any other value is 409 */
            workSessionId: string | null;
        };
        TimeEntryResponse: {
            /**
             * Format: uuid
             * @description The time entry ID (the timeEntryId of its parts)
             */
            id: string;
            ownerId: string;
            /**
             * Format: date-time
             * @description Start of the first part
             * @example 2026-03-28T22:30:00Z
             */
            start: string;
            /**
             * Format: date-time
             * @description End of the last part; null while open
             */
            end: string | null;
            /** Format: uuid */
            taskId: string | null;
            /** Format: uuid */
            projectId: string | null;
            summary: string | null;
            /** @description Sorted */
            labelIds: string[];
            /** @description Whether the time is billable (the first part's flag; every part keeps it) */
            billable: boolean;
            /** @description true when any part was created or edited manually */
            manual: boolean;
            /** @description The daily parts (activities) in start order, each as GET /activities/{id} answers it */
            parts: components["schemas"]["ActivityResponse"][];
        };
        TimeEntryUpdateInput: {
            /**
             * Format: date-time
             * @description Start instant (RFC 3339 UTC, up to 9 fractional digits); not after the server clock (equal is allowed). Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
             */
            start: string;
            /**
             * Format: date-time
             * @description End instant, not before start; null: open (one open activity per owner). Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
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
            /**
             * @description Whether the time is billable; omitted keeps the stored flag
             * @example true
             */
            billable?: boolean;
        };
        /** @enum {string} */
        ReportRoundingMode: "up" | "down" | "nearest";
        ReportRounding: {
            mode: components["schemas"]["ReportRoundingMode"];
            /** @example 15 */
            minutes: number;
        };
        ReportAmount: {
            /** @example EUR */
            currency: string;
            /**
             * @description Decimal string with exactly the currency's minor-unit digits (EUR 2, JPY 0, BHD 3): the sum of its lines' amounts, each line rounded once, half to even
             * @example 1234.50
             */
            amount: string;
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
             * @description end - start; with rounding, the sum of the rounded local-day parts of the interval
             * @example PT7H30M0.000000001S
             */
            duration: string;
            /** @description The activity's billable flag */
            billable: boolean;
            /**
             * @description Present only with rounding: the unrounded end - start
             * @example PT7H30M0.000000001S
             */
            exactDuration?: string;
        };
        ReportTaskTotal: {
            /**
             * Format: uuid
             * @description null: time recorded without a task
             */
            taskId: string | null;
            /** @example PT7H30M0.000000001S */
            total: string;
            /**
             * @description Duration of the billable lines counted in total (rounded like total)
             * @example PT7H30M0.000000001S
             */
            billable: string;
            /**
             * @description Duration of the billable lines without a rate in effect at their start
             * @example PT7H30M0.000000001S
             */
            unpriced: string;
            /** @description Per currency with a priced line, sorted by currency: the sum of the line amounts (a line: one activity part within one local day of the report zone, priced at the rate in effect at its start) */
            amounts: components["schemas"]["ReportAmount"][];
        };
        ReportDay: {
            /**
             * Format: date
             * @description Local date in the report zone
             */
            date: string;
            /**
             * @description Time recorded within this local day (and within the range); 23 or 25 hours at most on DST changes
             * @example PT7H30M0.000000001S
             */
            total: string;
            /**
             * @description Duration of the billable lines counted in total (rounded like total)
             * @example PT7H30M0.000000001S
             */
            billable: string;
            /**
             * @description Duration of the billable lines without a rate in effect at their start
             * @example PT7H30M0.000000001S
             */
            unpriced: string;
            /** @description Per currency with a priced line, sorted by currency: the sum of the line amounts (a line: one activity part within one local day of the report zone, priced at the rate in effect at its start) */
            amounts: components["schemas"]["ReportAmount"][];
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
            /** @description Present only when rounding was requested: the figures below are rounded */
            rounding?: components["schemas"]["ReportRounding"];
            /**
             * @description Sum of the interval durations (overlapping activities both count)
             * @example PT7H30M0.000000001S
             */
            total: string;
            /**
             * @description Present only with rounding: the unrounded total
             * @example PT7H30M0.000000001S
             */
            exactTotal?: string;
            /**
             * @description Duration of the billable lines counted in total (rounded like total)
             * @example PT7H30M0.000000001S
             */
            billable: string;
            /**
             * @description Duration of the billable lines without a rate in effect at their start
             * @example PT7H30M0.000000001S
             */
            unpriced: string;
            /** @description Per currency with a priced line, sorted by currency: the sum of the line amounts (a line: one activity part within one local day of the report zone, priced at the rate in effect at its start) */
            amounts: components["schemas"]["ReportAmount"][];
            /** @description Activities overlapping [from, to), clipped to it, ordered by start then activity ID */
            intervals: components["schemas"]["ReportInterval"][];
            /** @description Every local date of the range in the report zone, in order, including days without time */
            days: components["schemas"]["ReportDay"][];
            /** @description Per-task totals (only tasks with recorded time), the null task first, then by task ID */
            tasks: components["schemas"]["ReportTaskTotal"][];
        };
        /** @enum {string} */
        ReportRoundingOption: "none" | "up" | "down" | "nearest";
        /** @enum {string} */
        ReportFormat: "json" | "csv" | "xlsx" | "pdf";
        ReportWeek: {
            /**
             * Format: date
             * @description The Monday starting this week (Monday 00:00 local in the report zone)
             */
            weekStart: string;
            /** @example PT7H30M0.000000001S */
            total: string;
            /**
             * @description Duration of the billable lines counted in total (rounded like total)
             * @example PT7H30M0.000000001S
             */
            billable: string;
            /**
             * @description Duration of the billable lines without a rate in effect at their start
             * @example PT7H30M0.000000001S
             */
            unpriced: string;
            /** @description Per currency with a priced line, sorted by currency: the sum of the line amounts (a line: one activity part within one local day of the report zone, priced at the rate in effect at its start) */
            amounts: components["schemas"]["ReportAmount"][];
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
            /** @description Present only when rounding was requested: the figures below are rounded */
            rounding?: components["schemas"]["ReportRounding"];
            /**
             * @description Sum of the interval durations (overlapping activities both count)
             * @example PT7H30M0.000000001S
             */
            total: string;
            /**
             * @description Present only with rounding: the unrounded total
             * @example PT7H30M0.000000001S
             */
            exactTotal?: string;
            /**
             * @description Duration of the billable lines counted in total (rounded like total)
             * @example PT7H30M0.000000001S
             */
            billable: string;
            /**
             * @description Duration of the billable lines without a rate in effect at their start
             * @example PT7H30M0.000000001S
             */
            unpriced: string;
            /** @description Per currency with a priced line, sorted by currency: the sum of the line amounts (a line: one activity part within one local day of the report zone, priced at the rate in effect at its start) */
            amounts: components["schemas"]["ReportAmount"][];
            /** @description Activities overlapping [from, to), clipped to it, ordered by start then activity ID */
            intervals: components["schemas"]["ReportInterval"][];
            /** @description Every Monday-based local week overlapping the range, in order, including weeks without time */
            weeks: components["schemas"]["ReportWeek"][];
            /** @description Per-task totals (only tasks with recorded time), the null task first, then by task ID */
            tasks: components["schemas"]["ReportTaskTotal"][];
        };
        /** @enum {string} */
        ReportGroupDimension: "client" | "project" | "task" | "label" | "day" | "week" | "month";
        SummarySubgroup: {
            /** @description The client, project, task or label UUID, the local date (day), the Monday (week) or YYYY-MM (month); null: intervals without one */
            id: string | null;
            /** @description The current name (a task's summary), read in the same snapshot as the figures; for time groups the same as id; null for the null group */
            name: string | null;
            /** @example PT7H30M0.000000001S */
            total: string;
            /**
             * @description Duration of the billable lines counted in total (rounded like total)
             * @example PT7H30M0.000000001S
             */
            billable: string;
            /**
             * @description Duration of the billable lines without a rate in effect at their start
             * @example PT7H30M0.000000001S
             */
            unpriced: string;
            /** @description Per currency with a priced line, sorted by currency: the sum of the line amounts (a line: one activity part within one local day of the report zone, priced at the rate in effect at its start) */
            amounts: components["schemas"]["ReportAmount"][];
        };
        SummaryGroup: {
            /** @description The client, project, task or label UUID, the local date (day), the Monday (week) or YYYY-MM (month); null: intervals without one */
            id: string | null;
            /** @description The current name (a task's summary), read in the same snapshot as the figures; for time groups the same as id; null for the null group */
            name: string | null;
            /** @example PT7H30M0.000000001S */
            total: string;
            /**
             * @description Duration of the billable lines counted in total (rounded like total)
             * @example PT7H30M0.000000001S
             */
            billable: string;
            /**
             * @description Duration of the billable lines without a rate in effect at their start
             * @example PT7H30M0.000000001S
             */
            unpriced: string;
            /** @description Per currency with a priced line, sorted by currency: the sum of the line amounts (a line: one activity part within one local day of the report zone, priced at the rate in effect at its start) */
            amounts: components["schemas"]["ReportAmount"][];
            /** @description Present when subgroupBy is given: the totals within this group */
            subgroups?: components["schemas"]["SummarySubgroup"][];
            /** @description Present when subgroupBy is given: false when an interval with several labels counts in more than one subgroup */
            subgroupsAddUp?: boolean;
        };
        SummaryReportResponse: {
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
            groupBy: components["schemas"]["ReportGroupDimension"];
            /**
             * @description null: one level
             * @enum {string|null}
             */
            subgroupBy: "client" | "project" | "task" | "label" | "day" | "week" | "month" | null;
            /** @description Present only when rounding was requested: every figure is rounded */
            rounding?: components["schemas"]["ReportRounding"];
            /**
             * @description Sum of the (clipped, possibly rounded) intervals matching the filters; overlapping activities both count
             * @example PT7H30M0.000000001S
             */
            total: string;
            /**
             * @description Present only with rounding: the unrounded total
             * @example PT7H30M0.000000001S
             */
            exactTotal?: string;
            /**
             * @description Duration of the billable lines counted in total (rounded like total)
             * @example PT7H30M0.000000001S
             */
            billable: string;
            /**
             * @description Duration of the billable lines without a rate in effect at their start
             * @example PT7H30M0.000000001S
             */
            unpriced: string;
            /** @description Per currency with a priced line, sorted by currency: the sum of the line amounts (a line: one activity part within one local day of the report zone, priced at the rate in effect at its start) */
            amounts: components["schemas"]["ReportAmount"][];
            /** @description True when the group totals add up to total (false only when label groups count an interval several times) */
            groupsAddUp: boolean;
            /** @description Groups with recorded time. Time groups in chronological order; others by name (case-insensitive), then id, the null group last */
            groups: components["schemas"]["SummaryGroup"][];
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
             * @description Start instant (not after the server clock). Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
             */
            start: string;
            /**
             * Format: date-time
             * @description End instant, not before start; omitted or null: running (one running session per owner). Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
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
             * @description Start instant (not after the server clock). Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
             */
            start: string;
            /**
             * Format: date-time
             * @description End instant, not before start; null: running (one running session per owner). Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
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
        ImportEntry: {
            /**
             * @description 1-based line of the source file
             * @example 2
             */
            row: number;
            /**
             * @description The source's own entry ID, or null (Toggl and Harvest exports have none)
             * @example te-4711
             */
            sourceId: string | null;
            /**
             * @description Local date-time without offset, read in sourceZoneId (or an instant with Z or an offset, taken as it is)
             * @example 2026-03-29T09:00:00
             */
            start: string;
            /**
             * @description Local date-time without offset (or an instant with Z or an offset); must be after start
             * @example 2026-03-29T10:30:00
             */
            end: string;
            /**
             * @description Client name as in the source, or null
             * @example Acme Corp
             */
            client: string | null;
            /**
             * @description Project name as in the source, or null
             * @example Website relaunch
             */
            project: string | null;
            /**
             * @description Task name as in the source, or null
             * @example Design review
             */
            task: string | null;
            /**
             * @description Description; becomes the activity summary (blank: null)
             * @example Went through the mock-ups
             */
            description: string | null;
            /**
             * @description Tag names; they map to labels
             * @example [
             *       "meeting"
             *     ]
             */
            tags: string[];
            /**
             * @description Occurrence number among indistinguishable rows (default 1)
             * @example 1
             */
            occurrence?: number;
            /**
             * @description Whether the time is billable; null or omitted: the project's billableByDefault (the mapped project, else the mapped task's project), false without one. Not part of the fingerprint
             * @example true
             */
            billable?: boolean | null;
        };
        /** @enum {string} */
        ImportCatalogAction: "create" | "use";
        ClientMapping: {
            /**
             * @description Client name (trimmed when matched)
             * @example Acme Corp
             */
            name: string;
            /** @example create */
            action: components["schemas"]["ImportCatalogAction"];
            /**
             * Format: uuid
             * @description The owned client to use (action use only)
             * @example 0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a11
             */
            id?: string;
        };
        ProjectMapping: {
            /**
             * @description Client name of the project, or null
             * @example Acme Corp
             */
            client: string | null;
            /**
             * @description Project name
             * @example Website relaunch
             */
            name: string;
            /** @example create */
            action: components["schemas"]["ImportCatalogAction"];
            /**
             * Format: uuid
             * @description The owned project to use (action use only)
             * @example 0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a12
             */
            id?: string;
        };
        /**
         * @description none: the activity gets the project only
         * @enum {string}
         */
        ImportTaskAction: "create" | "use" | "none";
        TaskMapping: {
            /**
             * @description Client name of the task's project, or null
             * @example Acme Corp
             */
            client: string | null;
            /**
             * @description Project name of the task, or null
             * @example Website relaunch
             */
            project: string | null;
            /**
             * @description Task name
             * @example Design review
             */
            name: string;
            /**
             * @description none: the activity gets the project only
             * @example create
             */
            action: components["schemas"]["ImportTaskAction"];
            /**
             * Format: uuid
             * @description The owned task to use (action use only)
             * @example 0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a13
             */
            id?: string;
        };
        LabelMapping: {
            /**
             * @description Tag name
             * @example meeting
             */
            name: string;
            /** @example use */
            action: components["schemas"]["ImportCatalogAction"];
            /**
             * Format: uuid
             * @description The owned label to use (action use only)
             * @example 0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a14
             */
            id?: string;
        };
        ImportMappings: {
            /**
             * @description Default empty
             * @example [
             *       {
             *         "name": "Acme Corp",
             *         "action": "create"
             *       }
             *     ]
             */
            clients?: components["schemas"]["ClientMapping"][];
            /**
             * @description Default empty
             * @example [
             *       {
             *         "client": "Acme Corp",
             *         "name": "Website relaunch",
             *         "action": "create"
             *       }
             *     ]
             */
            projects?: components["schemas"]["ProjectMapping"][];
            /**
             * @description Default empty
             * @example [
             *       {
             *         "client": "Acme Corp",
             *         "project": "Website relaunch",
             *         "name": "Design review",
             *         "action": "create"
             *       }
             *     ]
             */
            tasks?: components["schemas"]["TaskMapping"][];
            /**
             * @description Default empty
             * @example [
             *       {
             *         "name": "meeting",
             *         "action": "create"
             *       }
             *     ]
             */
            labels?: components["schemas"]["LabelMapping"][];
        };
        ImportPreviewInput: {
            /**
             * @description IANA zone the local times of the source file are read in (unknown: 422)
             * @example Europe/Berlin
             */
            sourceZoneId: string;
            /**
             * @description At most 100 (more: 413)
             * @example [
             *       {
             *         "row": 2,
             *         "sourceId": null,
             *         "start": "2026-03-10T09:00:00",
             *         "end": "2026-03-10T10:30:00",
             *         "client": "Acme Corp",
             *         "project": "Website relaunch",
             *         "task": "Design review",
             *         "description": "Went through the mock-ups",
             *         "tags": [
             *           "meeting"
             *         ]
             *       }
             *     ]
             */
            entries: components["schemas"]["ImportEntry"][];
            /**
             * @description Reviewed mappings so far (checked: use IDs must be owned)
             * @example {
             *       "clients": [
             *         {
             *           "name": "Acme Corp",
             *           "action": "create"
             *         }
             *       ],
             *       "projects": [
             *         {
             *           "client": "Acme Corp",
             *           "name": "Website relaunch",
             *           "action": "create"
             *         }
             *       ],
             *       "tasks": [
             *         {
             *           "client": "Acme Corp",
             *           "project": "Website relaunch",
             *           "name": "Design review",
             *           "action": "create"
             *         }
             *       ],
             *       "labels": [
             *         {
             *           "name": "meeting",
             *           "action": "create"
             *         }
             *       ]
             *     }
             */
            mappings?: components["schemas"]["ImportMappings"];
        };
        CatalogClient: {
            name: string;
            /**
             * Format: uuid
             * @description Owned client with exactly this name, or null
             */
            id: string | null;
        };
        CatalogProject: {
            client: string | null;
            name: string;
            /** Format: uuid */
            id: string | null;
        };
        CatalogTask: {
            client: string | null;
            project: string | null;
            name: string;
            /** Format: uuid */
            id: string | null;
        };
        CatalogLabel: {
            name: string;
            /** Format: uuid */
            id: string | null;
        };
        ImportCatalog: {
            clients: components["schemas"]["CatalogClient"][];
            projects: components["schemas"]["CatalogProject"][];
            tasks: components["schemas"]["CatalogTask"][];
            labels: components["schemas"]["CatalogLabel"][];
        };
        /** @enum {string} */
        ImportRowStatus: "new" | "imported" | "exactMatch" | "invalid";
        RowMatch: {
            /** Format: uuid */
            activityId: string;
            version: number;
        };
        RowProblem: {
            /** @example NONEXISTENT_LOCAL_TIME */
            code: string;
            detail: string;
        };
        PreviewRow: {
            row: number;
            /** @description Lowercase hex SHA-256; null when it cannot be computed */
            fingerprint: string | null;
            /** Format: date-time */
            start: string | null;
            /** Format: date-time */
            end: string | null;
            /** @description Local-day records the row makes in the account zone */
            dayParts: number;
            status: components["schemas"]["ImportRowStatus"];
            matches: components["schemas"]["RowMatch"][];
            problems: components["schemas"]["RowProblem"][];
        };
        ImportPreviewResponse: {
            /** @description The account reporting zone */
            zoneId: string;
            sourceZoneId: string;
            catalog: components["schemas"]["ImportCatalog"];
            rows: components["schemas"]["PreviewRow"][];
        };
        /** @enum {string} */
        ImportSource: "toggl" | "clockify" | "kimai" | "solidtime" | "harvest" | "other";
        ImportJobInput: {
            /** @example toggl */
            source: components["schemas"]["ImportSource"];
            /**
             * @description Name of the source file (informational)
             * @example Toggl_time_entries_2026-01-01_to_2026-03-31.csv
             */
            fileName: string;
            /**
             * @description SHA-256 of the source file bytes
             * @example e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
             */
            fileSha256: string;
            /**
             * @description IANA zone the local times of the source file are read in (unknown: 422)
             * @example Europe/Berlin
             */
            sourceZoneId: string;
            /**
             * @description Immutable catalog mappings; every name of a committed batch needs one
             * @example {
             *       "clients": [
             *         {
             *           "name": "Acme Corp",
             *           "action": "create"
             *         }
             *       ],
             *       "projects": [
             *         {
             *           "client": "Acme Corp",
             *           "name": "Website relaunch",
             *           "action": "create"
             *         }
             *       ],
             *       "tasks": [
             *         {
             *           "client": "Acme Corp",
             *           "project": "Website relaunch",
             *           "name": "Design review",
             *           "action": "create"
             *         }
             *       ],
             *       "labels": [
             *         {
             *           "name": "meeting",
             *           "action": "create"
             *         }
             *       ]
             *     }
             */
            mappings: components["schemas"]["ImportMappings"];
            /**
             * @description How many entries the user selected for import
             * @example 120
             */
            selectedCount: number;
        };
        /** @enum {string} */
        ImportStatus: "open" | "undoing" | "undone";
        CreatedRow: {
            row: number;
            /** @description Every daily part, in order */
            activityIds: string[];
        };
        ReusedRow: {
            row: number;
            /** Format: uuid */
            activityId: string;
        };
        SkippedRow: {
            row: number;
            /**
             * @description imported: claimed by an earlier batch or job
             * @example imported
             */
            reason: string;
        };
        BatchOutcome: {
            index: number;
            created: components["schemas"]["CreatedRow"][];
            reused: components["schemas"]["ReusedRow"][];
            skipped: components["schemas"]["SkippedRow"][];
            /** Format: date-time */
            committedAt: string;
        };
        ImportCounts: {
            /** @description Rows created as activities */
            created: number;
            /** @description Rows settled onto an existing activity */
            reused: number;
            /** @description Rows skipped (already imported) */
            skipped: number;
            /** @description Records removed by undo */
            removed: number;
            /** @description Records kept by undo decisions */
            kept: number;
        };
        ImportJobResponse: {
            /** Format: uuid */
            id: string;
            ownerId: string;
            version: number;
            source: components["schemas"]["ImportSource"];
            fileName: string;
            fileSha256: string;
            sourceZoneId: string;
            /** @description The account reporting zone when the job was created */
            zoneId: string;
            mappings: components["schemas"]["ImportMappings"];
            selectedCount: number;
            status: components["schemas"]["ImportStatus"];
            /** Format: date-time */
            createdAt: string;
            batches: components["schemas"]["BatchOutcome"][];
            counts: components["schemas"]["ImportCounts"];
        };
        ImportJobPage: {
            items: components["schemas"]["ImportJobResponse"][];
            /** @description null when this is the last page */
            nextCursor: string | null;
            /** @description The owner's change sequence this page is consistent with */
            revision: number;
        };
        /** @enum {string} */
        ImportBatchDecisionAction: "distinctCreate" | "reuse";
        BatchDecision: {
            /**
             * @description The row settled
             * @example 2
             */
            row: number;
            /** @example reuse */
            action: components["schemas"]["ImportBatchDecisionAction"];
            /**
             * Format: uuid
             * @description reuse: the matching activity
             * @example 0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a15
             */
            activityId?: string;
            /**
             * @description reuse: its current version (stale: 412)
             * @example 1
             */
            version?: number;
        };
        BatchPreviewInput: {
            /**
             * @description At most 100 entries and 1000 daily parts (more: 413)
             * @example [
             *       {
             *         "row": 2,
             *         "sourceId": null,
             *         "start": "2026-03-10T09:00:00",
             *         "end": "2026-03-10T10:30:00",
             *         "client": "Acme Corp",
             *         "project": "Website relaunch",
             *         "task": "Design review",
             *         "description": "Went through the mock-ups",
             *         "tags": [
             *           "meeting"
             *         ]
             *       }
             *     ]
             */
            entries: components["schemas"]["ImportEntry"][];
            /**
             * @description Settle exactMatch rows (default empty)
             * @example [
             *       {
             *         "row": 2,
             *         "action": "distinctCreate"
             *       }
             *     ]
             */
            decisions?: components["schemas"]["BatchDecision"][];
        };
        BatchPreviewResponse: {
            rows: components["schemas"]["PreviewRow"][];
            /** @description Binds job, index, entries, decisions and what the preview found */
            previewToken: string;
        };
        BatchCommitInput: {
            /**
             * @description At most 100 entries and 1000 daily parts (more: 413)
             * @example [
             *       {
             *         "row": 2,
             *         "sourceId": null,
             *         "start": "2026-03-10T09:00:00",
             *         "end": "2026-03-10T10:30:00",
             *         "client": "Acme Corp",
             *         "project": "Website relaunch",
             *         "task": "Design review",
             *         "description": "Went through the mock-ups",
             *         "tags": [
             *           "meeting"
             *         ]
             *       }
             *     ]
             */
            entries: components["schemas"]["ImportEntry"][];
            /**
             * @description Settle exactMatch rows (default empty)
             * @example [
             *       {
             *         "row": 2,
             *         "action": "distinctCreate"
             *       }
             *     ]
             */
            decisions?: components["schemas"]["BatchDecision"][];
            /**
             * @description From the batch preview of the same entries and decisions
             * @example b1c0e6d4f2a9…
             */
            previewToken: string;
        };
        UndoPreviewInput: {
            /**
             * @description Records per round (default 100)
             * @example 100
             */
            limit?: number;
        };
        /** @enum {string} */
        ImportUndoEntityType: "activity" | "task" | "project" | "client" | "label";
        /** @enum {string} */
        ImportUndoState: "unchanged" | "edited" | "blocked";
        /** @enum {string} */
        ImportUndoBlockerKind: "runningTimer" | "otherImport" | "catalogDependency";
        UndoBlocker: {
            kind: components["schemas"]["ImportUndoBlockerKind"];
            /**
             * Format: uuid
             * @description The running activity, the other import job, or the dependent record
             */
            id: string;
        };
        UndoRecord: {
            entityType: components["schemas"]["ImportUndoEntityType"];
            /** Format: uuid */
            id: string;
            version: number;
            state: components["schemas"]["ImportUndoState"];
            blockers: components["schemas"]["UndoBlocker"][];
        };
        UndoPreviewResponse: {
            undoToken: string;
            records: components["schemas"]["UndoRecord"][];
        };
        /** @enum {string} */
        ImportUndoAction: "KEEP" | "DELETE";
        UndoDecision: {
            /**
             * Format: uuid
             * @description A record of the undo preview
             * @example 0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a16
             */
            id: string;
            /** @example KEEP */
            action: components["schemas"]["ImportUndoAction"];
        };
        UndoCommitInput: {
            /**
             * @description From the undo preview
             * @example eyJqIjoi…
             */
            undoToken: string;
            /**
             * @description KEEP or DELETE per edited or blocked record (default empty)
             * @example [
             *       {
             *         "id": "0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a16",
             *         "action": "KEEP"
             *       }
             *     ]
             */
            decisions?: components["schemas"]["UndoDecision"][];
        };
        UndoResponse: {
            removed: number;
            kept: number;
            /** @description Created records still present and neither removed nor kept */
            remaining: number;
        };
        RateResponse: {
            /** Format: uuid */
            id: string;
            ownerId: string;
            version: number;
            /** Format: uuid */
            clientId: string | null;
            /** Format: uuid */
            projectId: string | null;
            /** Format: uuid */
            taskId: string | null;
            /**
             * @description Canonical decimal string
             * @example 80.5
             */
            hourlyRate: string;
            /** @example EUR */
            currency: string;
            /**
             * Format: date-time
             * @description null: since always
             * @example 2026-11-01T00:00:00Z
             */
            effectiveFrom: string | null;
        };
        RatePage: {
            items: components["schemas"]["RateResponse"][];
            /** @description null when this is the last page */
            nextCursor: string | null;
            /** @description The owner's change sequence this page is consistent with */
            revision: number;
        };
        RateInput: {
            /**
             * Format: uuid
             * @description The owned client this rate applies to, or null. At most one of clientId, projectId and taskId is non-null (two or more: 422); all three null: the owner's default rate. A foreign or missing record: 404
             * @example null
             */
            clientId: string | null;
            /**
             * Format: uuid
             * @description The owned project this rate applies to, or null
             * @example null
             */
            projectId: string | null;
            /**
             * Format: uuid
             * @description The owned task this rate applies to (and to its subtasks without a rate of their own), or null
             * @example null
             */
            taskId: string | null;
            /**
             * @description Hourly rate as a decimal string from 0 to 999999999.9999 with at most 4 fraction digits (a JSON number, a sign, an exponent or more digits: 422). Answered in canonical form: no trailing fraction zeros, no point when whole ("80", "80.5")
             * @example 80.5
             */
            hourlyRate: string;
            /**
             * @description ISO 4217 currency code known to the server, uppercase (else 422)
             * @example EUR
             */
            currency: string;
            /**
             * Format: date-time
             * @description From which instant the rate applies (RFC 3339 UTC), or null: since always. Two rates of one scope with the same effectiveFrom: 409. Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION).
             * @example 2026-11-01T00:00:00Z
             */
            effectiveFrom: string | null;
        };
        /**
         * service-domain-v1
         * @description Projects, tasks and subtasks, labels and task activities.
         * @example {
         *       "format": "service-domain-v1",
         *       "projects": [
         *         {
         *           "id": "p1",
         *           "name": "Website relaunch",
         *           "icon": "rocket"
         *         }
         *       ],
         *       "tasks": [
         *         {
         *           "id": "t1",
         *           "summary": "Fix the login redirect",
         *           "url": null,
         *           "projectId": "p1",
         *           "parentTaskId": null
         *         }
         *       ],
         *       "labels": [
         *         {
         *           "id": "l1",
         *           "name": "Programming",
         *           "color": "#1E88E5"
         *         }
         *       ],
         *       "activities": [
         *         {
         *           "id": "a1",
         *           "start": "2026-03-29T00:59:59.123456789Z",
         *           "end": "2026-03-29T02:00:00Z",
         *           "taskId": "t1",
         *           "summary": null,
         *           "labelIds": [
         *             "l1"
         *           ],
         *           "manual": false
         *         }
         *       ]
         *     }
         */
        ServiceDomainV1: {
            /** @constant */
            format: "service-domain-v1";
            /**
             * Format: date-time
             * @description Information only: when the source exported it
             */
            exportedAt?: string;
            /** @description Information only: the source owner's reporting zone (never applied) */
            zoneId?: string;
            projects: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                name: string;
                /** @enum {string|null} */
                icon?: "briefcase" | "code" | "bug" | "book" | "chart" | "calendar" | "cloud" | "database" | "design" | "flask" | "globe" | "heart" | "home" | "lightbulb" | "megaphone" | "rocket" | "shield" | "star" | "tools" | "users" | null;
            }[];
            tasks: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                summary: string;
                /**
                 * Format: uri
                 * @description Absolute URI with a scheme
                 */
                url?: string | null;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                projectId?: string | null;
                /** @description A subtask has the same non-null project as its parent; no cycles */
                parentTaskId?: string | null;
            }[];
            labels: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                name: string;
                color?: string | null;
            }[];
            activities: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /**
                 * Format: date-time
                 * @description Not after the server clock
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description Not before start; null = open (at most one open activity, none if the importer has one open)
                 */
                end: string | null;
                /** @description Trimmed; null = none */
                summary?: string | null;
                labelIds?: string[];
                /** @description Kept as given (default false) */
                manual?: boolean;
                /**
                 * @deprecated
                 * @description Retired: accepted and ignored
                 */
                workSessionId?: string | null;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                taskId: string;
            }[];
        };
        /**
         * service-domain-v2
         * @description v1 plus work sessions (with the legacy title).
         * @example {
         *       "format": "service-domain-v2",
         *       "projects": [
         *         {
         *           "id": "p1",
         *           "name": "Website relaunch",
         *           "icon": "rocket"
         *         }
         *       ],
         *       "tasks": [
         *         {
         *           "id": "t1",
         *           "summary": "Fix the login redirect",
         *           "url": null,
         *           "projectId": "p1",
         *           "parentTaskId": null
         *         }
         *       ],
         *       "labels": [
         *         {
         *           "id": "l1",
         *           "name": "Programming",
         *           "color": "#1E88E5"
         *         }
         *       ],
         *       "activities": [
         *         {
         *           "id": "a1",
         *           "start": "2026-03-29T00:59:59.123456789Z",
         *           "end": "2026-03-29T02:00:00Z",
         *           "taskId": "t1",
         *           "summary": null,
         *           "labelIds": [
         *             "l1"
         *           ],
         *           "manual": false
         *         }
         *       ],
         *       "workSessions": [
         *         {
         *           "id": "w1",
         *           "projectId": "p1",
         *           "title": "Release planning",
         *           "start": "2026-03-29T00:00:00Z",
         *           "end": "2026-03-29T03:00:00Z"
         *         }
         *       ]
         *     }
         */
        ServiceDomainV2: {
            /** @constant */
            format: "service-domain-v2";
            /**
             * Format: date-time
             * @description Information only: when the source exported it
             */
            exportedAt?: string;
            /** @description Information only: the source owner's reporting zone (never applied) */
            zoneId?: string;
            projects: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                name: string;
                /** @enum {string|null} */
                icon?: "briefcase" | "code" | "bug" | "book" | "chart" | "calendar" | "cloud" | "database" | "design" | "flask" | "globe" | "heart" | "home" | "lightbulb" | "megaphone" | "rocket" | "shield" | "star" | "tools" | "users" | null;
            }[];
            tasks: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                summary: string;
                /**
                 * Format: uri
                 * @description Absolute URI with a scheme
                 */
                url?: string | null;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                projectId?: string | null;
                /** @description A subtask has the same non-null project as its parent; no cycles */
                parentTaskId?: string | null;
            }[];
            labels: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                name: string;
                color?: string | null;
            }[];
            activities: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /**
                 * Format: date-time
                 * @description Not after the server clock
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description Not before start; null = open (at most one open activity, none if the importer has one open)
                 */
                end: string | null;
                /** @description Trimmed; null = none */
                summary?: string | null;
                labelIds?: string[];
                /** @description Kept as given (default false) */
                manual?: boolean;
                /**
                 * @deprecated
                 * @description Retired: accepted and ignored
                 */
                workSessionId?: string | null;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                taskId: string;
            }[];
            workSessions: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                projectId?: string | null;
                /**
                 * Format: date-time
                 * @description Not after the server clock
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description Not before start; null = running (at most one, none if the importer has one running)
                 */
                end: string | null;
                /**
                 * @deprecated
                 * @description Retired: folded into summary (a given summary wins)
                 */
                title?: string | null;
            }[];
        };
        /**
         * service-domain-v3
         * @description v2 plus clients, a mandatory clientId on projects and work sessions, session summary, task externalReferences, and optional task and direct-project assignment on activities. What GET /export writes.
         * @example {
         *       "format": "service-domain-v3",
         *       "exportedAt": "2026-03-30T08:00:00.5Z",
         *       "zoneId": "Europe/Berlin",
         *       "clients": [
         *         {
         *           "id": "c1",
         *           "name": "Acme Corp",
         *           "color": "#1E88E5",
         *           "general": false
         *         }
         *       ],
         *       "projects": [
         *         {
         *           "id": "p1",
         *           "name": "Website relaunch",
         *           "clientId": "c1",
         *           "icon": "rocket"
         *         }
         *       ],
         *       "tasks": [
         *         {
         *           "id": "t1",
         *           "summary": "Fix the login redirect",
         *           "url": "https://example.com/issues/1347",
         *           "projectId": "p1",
         *           "parentTaskId": null,
         *           "externalReferences": [
         *             {
         *               "providerId": "github",
         *               "repositoryId": "octo-org/octo-repo",
         *               "externalId": "1347"
         *             }
         *           ]
         *         }
         *       ],
         *       "labels": [
         *         {
         *           "id": "l1",
         *           "name": "Programming",
         *           "color": "#1E88E5"
         *         }
         *       ],
         *       "activities": [
         *         {
         *           "id": "a1",
         *           "start": "2026-03-29T00:59:59.123456789Z",
         *           "end": "2026-03-29T02:00:00Z",
         *           "taskId": "t1",
         *           "projectId": null,
         *           "summary": "Reviewed the patch",
         *           "labelIds": [
         *             "l1"
         *           ],
         *           "manual": true
         *         }
         *       ],
         *       "workSessions": [
         *         {
         *           "id": "w1",
         *           "clientId": "c1",
         *           "projectId": "p1",
         *           "summary": "Release planning",
         *           "start": "2026-03-29T00:00:00Z",
         *           "end": "2026-03-29T03:00:00Z"
         *         }
         *       ]
         *     }
         */
        ServiceDomainV3: {
            /** @constant */
            format: "service-domain-v3";
            /**
             * Format: date-time
             * @description Information only: when the source exported it
             */
            exportedAt?: string;
            /** @description Information only: the source owner's reporting zone (never applied) */
            zoneId?: string;
            clients: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed; must contain a non-whitespace character */
                name: string;
                color: string;
                /** @description The account's General client: imported onto the importer's own General client (never created or changed); at most one */
                general?: boolean;
            }[];
            projects: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                name: string;
                /** @enum {string|null} */
                icon?: "briefcase" | "code" | "bug" | "book" | "chart" | "calendar" | "cloud" | "database" | "design" | "flask" | "globe" | "heart" | "home" | "lightbulb" | "megaphone" | "rocket" | "shield" | "star" | "tools" | "users" | null;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                clientId: string;
            }[];
            tasks: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                summary: string;
                /**
                 * Format: uri
                 * @description Absolute URI with a scheme
                 */
                url?: string | null;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                projectId?: string | null;
                /** @description A subtask has the same non-null project as its parent; no cycles */
                parentTaskId?: string | null;
                externalReferences?: {
                    /** @description Taken exactly as given (not trimmed) */
                    providerId: string;
                    /** @description Taken exactly as given (not trimmed) */
                    repositoryId: string;
                    /** @description Taken exactly as given (not trimmed) */
                    externalId: string;
                }[];
            }[];
            labels: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                name: string;
                color?: string | null;
            }[];
            activities: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /**
                 * Format: date-time
                 * @description Not after the server clock
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description Not before start; null = open (at most one open activity, none if the importer has one open)
                 */
                end: string | null;
                /** @description Trimmed; null = none */
                summary?: string | null;
                labelIds?: string[];
                /** @description Kept as given (default false) */
                manual?: boolean;
                /**
                 * @deprecated
                 * @description Retired: accepted and ignored
                 */
                workSessionId?: string | null;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                taskId?: string | null;
                /** @description Direct project assignment */
                projectId?: string | null;
            }[];
            workSessions: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                projectId?: string | null;
                /**
                 * Format: date-time
                 * @description Not after the server clock
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description Not before start; null = running (at most one, none if the importer has one running)
                 */
                end: string | null;
                /**
                 * @deprecated
                 * @description Retired: folded into summary (a given summary wins)
                 */
                title?: string | null;
                /** @description With a project: must be the project's client */
                clientId: string;
                /** @description Trimmed; null = none */
                summary?: string | null;
            }[];
        };
        /**
         * service-domain-v4
         * @description v3 plus billing (billable on activities, billableByDefault on projects, the owner's hourly rates), time entries (timeEntryId on activities) and archived on clients, projects, tasks and labels. What GET /export?version=4 writes.
         * @example {
         *       "format": "service-domain-v4",
         *       "exportedAt": "2026-03-30T08:00:00.5Z",
         *       "zoneId": "Europe/Berlin",
         *       "clients": [
         *         {
         *           "id": "c1",
         *           "name": "Acme Corp",
         *           "color": "#1E88E5",
         *           "general": false
         *         }
         *       ],
         *       "projects": [
         *         {
         *           "id": "p1",
         *           "name": "Website relaunch",
         *           "clientId": "c1",
         *           "icon": "rocket",
         *           "billableByDefault": true
         *         }
         *       ],
         *       "tasks": [
         *         {
         *           "id": "t1",
         *           "summary": "Fix the login redirect",
         *           "url": "https://example.com/issues/1347",
         *           "projectId": "p1",
         *           "parentTaskId": null,
         *           "externalReferences": [
         *             {
         *               "providerId": "github",
         *               "repositoryId": "octo-org/octo-repo",
         *               "externalId": "1347"
         *             }
         *           ]
         *         }
         *       ],
         *       "labels": [
         *         {
         *           "id": "l1",
         *           "name": "Programming",
         *           "color": "#1E88E5"
         *         }
         *       ],
         *       "activities": [
         *         {
         *           "id": "a1",
         *           "start": "2026-03-29T00:59:59.123456789Z",
         *           "end": "2026-03-29T02:00:00Z",
         *           "taskId": "t1",
         *           "projectId": null,
         *           "summary": "Reviewed the patch",
         *           "labelIds": [
         *             "l1"
         *           ],
         *           "manual": true,
         *           "billable": true
         *         }
         *       ],
         *       "workSessions": [
         *         {
         *           "id": "w1",
         *           "clientId": "c1",
         *           "projectId": "p1",
         *           "summary": "Release planning",
         *           "start": "2026-03-29T00:00:00Z",
         *           "end": "2026-03-29T03:00:00Z"
         *         }
         *       ],
         *       "rates": [
         *         {
         *           "id": "r1",
         *           "clientId": null,
         *           "projectId": null,
         *           "taskId": null,
         *           "hourlyRate": "80",
         *           "currency": "EUR",
         *           "effectiveFrom": null
         *         },
         *         {
         *           "id": "r2",
         *           "clientId": "c1",
         *           "projectId": null,
         *           "taskId": null,
         *           "hourlyRate": "95.5",
         *           "currency": "EUR",
         *           "effectiveFrom": "2026-03-01T00:00:00Z"
         *         }
         *       ]
         *     }
         */
        ServiceDomainV4: {
            /** @constant */
            format: "service-domain-v4";
            /**
             * Format: date-time
             * @description Information only: when the source exported it
             */
            exportedAt?: string;
            /** @description Information only: the source owner's reporting zone (never applied) */
            zoneId?: string;
            clients: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed; must contain a non-whitespace character */
                name: string;
                color: string;
                /** @description The account's General client: imported onto the importer's own General client (never created or changed); at most one */
                general?: boolean;
                /** @description Archived (default false) */
                archived?: boolean;
            }[];
            projects: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                name: string;
                /** @enum {string|null} */
                icon?: "briefcase" | "code" | "bug" | "book" | "chart" | "calendar" | "cloud" | "database" | "design" | "flask" | "globe" | "heart" | "home" | "lightbulb" | "megaphone" | "rocket" | "shield" | "star" | "tools" | "users" | null;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                clientId: string;
                /** @description The billable flag new activities of the project take (default false) */
                billableByDefault?: boolean;
                /** @description Archived (default false) */
                archived?: boolean;
            }[];
            tasks: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                summary: string;
                /**
                 * Format: uri
                 * @description Absolute URI with a scheme
                 */
                url?: string | null;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                projectId?: string | null;
                /** @description A subtask has the same non-null project as its parent; no cycles */
                parentTaskId?: string | null;
                externalReferences?: {
                    /** @description Taken exactly as given (not trimmed) */
                    providerId: string;
                    /** @description Taken exactly as given (not trimmed) */
                    repositoryId: string;
                    /** @description Taken exactly as given (not trimmed) */
                    externalId: string;
                }[];
                /** @description Archived (default false) */
                archived?: boolean;
            }[];
            labels: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Trimmed */
                name: string;
                color?: string | null;
                /** @description Archived (default false) */
                archived?: boolean;
            }[];
            activities: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /**
                 * Format: date-time
                 * @description Not after the server clock
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description Not before start; null = open (at most one open activity, none if the importer has one open)
                 */
                end: string | null;
                /** @description Trimmed; null = none */
                summary?: string | null;
                labelIds?: string[];
                /** @description Kept as given (default false) */
                manual?: boolean;
                /**
                 * @deprecated
                 * @description Retired: accepted and ignored
                 */
                workSessionId?: string | null;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                taskId?: string | null;
                /** @description Direct project assignment */
                projectId?: string | null;
                /** @description Whether the time is billable (default false) */
                billable?: boolean;
                /** @description Correlation key of the time entry (the daily parts of one interval share it); rewritten on import. Omitted: an entry of its own */
                timeEntryId?: string;
            }[];
            workSessions: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                projectId?: string | null;
                /**
                 * Format: date-time
                 * @description Not after the server clock
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description Not before start; null = running (at most one, none if the importer has one running)
                 */
                end: string | null;
                /**
                 * @deprecated
                 * @description Retired: folded into summary (a given summary wins)
                 */
                title?: string | null;
                /** @description With a project: must be the project's client */
                clientId: string;
                /** @description Trimmed; null = none */
                summary?: string | null;
            }[];
            rates: {
                /** @description Source ID: a correlation key inside the document only; the import allocates fresh IDs */
                id: string;
                /** @description A client of the document, or null */
                clientId?: string | null;
                /** @description A project of the document, or null */
                projectId?: string | null;
                /** @description A task of the document, or null. At most one of clientId, projectId, taskId; none: the owner's default */
                taskId?: string | null;
                /** @description Decimal string 0..999999999.9999, at most 4 fraction digits */
                hourlyRate: string;
                /** @description ISO 4217 code known to the server */
                currency: string;
                /**
                 * Format: date-time
                 * @description null: since always. One rate per scope and effectiveFrom
                 */
                effectiveFrom?: string | null;
            }[];
        };
        /**
         * @example {
         *       "format": "service-domain-v3",
         *       "counts": {
         *         "clients": 1,
         *         "projects": 1,
         *         "tasks": 2,
         *         "labels": 1,
         *         "activities": 3,
         *         "workSessions": 0
         *       },
         *       "idMap": {
         *         "a2b1e5a0-0000-7000-8000-000000000001": "01936c2e-8f4a-7d3e-9b1a-3c2d4e5f6a7b"
         *       }
         *     }
         */
        ImportResult: {
            /**
             * @description The format that was read (a CSV archive names its service-domain version)
             * @enum {string}
             */
            format: "service-domain-v1" | "service-domain-v2" | "service-domain-v3" | "service-domain-v4";
            /** @description Records created per type (activities: every local-day record; a general client mapped onto the importer's own is not counted) */
            counts: {
                clients: number;
                projects: number;
                tasks: number;
                labels: number;
                activities: number;
                workSessions: number;
                /** @description Present for service-domain-v4 only */
                rates?: number;
            };
            /** @description Every source ID to its new ID (an activity split into several local-day records maps to the last one) */
            idMap: {
                [key: string]: string;
            };
        };
    };
    responses: never;
    parameters: {
        /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
        IfMatch: string;
        /** @description A new UUID for each command (e.g. from `uuidgen`). Sending the same key with the same request again (a retry after a timeout or a 503) returns the first answer and changes nothing; the same key with a different request is refused. */
        IdempotencyKey: string;
        /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
        XServiceOwner: string;
        /** @description `true`: also create an undo offer (valid 600 seconds; redeem it with `POST /undo/{id}`); the answer then carries `X-Service-Undo-Id` and `X-Service-Undo-Seconds`. `false` or absent: no offer; other values 400. */
        XServiceUndo: "true" | "false";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Admin_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    "application/json": components["schemas"]["AdminSettingsResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Admin_replace: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSettingsUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSettingsResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "CSRF_REQUIRED",
                     *       "detail": "Cookie-authenticated changes need the X-CSRF-Token value from /auth/session",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    AdminAccounts_list: {
        parameters: {
            query?: {
                /** @description Page size (default 100) */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
                /** @description Email contains this text (trimmed, case-insensitive) */
                q?: string;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    "application/json": components["schemas"]["AdminAccountPage"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    AdminAccounts_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    "application/json": components["schemas"]["AdminAccountResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    AdminAccounts_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAccountUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccountResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "CSRF_REQUIRED",
                     *       "detail": "Cookie-authenticated changes need the X-CSRF-Token value from /auth/session",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "FORBIDDEN",
                     *       "detail": "This operation is not allowed here (see the description for the codes)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_current: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
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
                "application/json": components["schemas"]["SignInDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "FORBIDDEN",
                     *       "detail": "This operation is not allowed here (see the description for the codes)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_signOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "CSRF_REQUIRED",
                     *       "detail": "Cookie-authenticated changes need the X-CSRF-Token value from /auth/session",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_signOutEverywhere: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "CSRF_REQUIRED",
                     *       "detail": "Cookie-authenticated changes need the X-CSRF-Token value from /auth/session",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeDto"];
            };
        };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "CSRF_REQUIRED",
                     *       "detail": "Cookie-authenticated changes need the X-CSRF-Token value from /auth/session",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_listTokens: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_createToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "CSRF_REQUIRED",
                     *       "detail": "Cookie-authenticated changes need the X-CSRF-Token value from /auth/session",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_getToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Auth_revokeToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    TwoFactor_setup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CurrentPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetupResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "CSRF_REQUIRED",
                     *       "detail": "Cookie-authenticated changes need the X-CSRF-Token value from /auth/session",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    TwoFactor_enable: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorEnableDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "CSRF_REQUIRED",
                     *       "detail": "Cookie-authenticated changes need the X-CSRF-Token value from /auth/session",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    TwoFactor_disable: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorDisableDto"];
            };
        };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "CSRF_REQUIRED",
                     *       "detail": "Cookie-authenticated changes need the X-CSRF-Token value from /auth/session",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: too many failed attempts or requests; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
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
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
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
            /** @description BAD_REQUEST: an unknown or repeated query parameter, or a malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description MISDIRECTED_REQUEST: the Host is not one this server serves */
            421: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
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
            /** @description BAD_REQUEST: an unknown or repeated query parameter, or a malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description MISDIRECTED_REQUEST: the Host is not one this server serves */
            421: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Server_server: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
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
                /** @description Only archived (true) or only active (false) records; omitted: all */
                archived?: boolean;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Clients_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Clients_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    "application/json": components["schemas"]["ClientResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Clients_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Clients_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
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
                /** @description Only archived (true) or only active (false) records; omitted: all */
                archived?: boolean;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Projects_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Projects_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    "application/json": components["schemas"]["ProjectResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Projects_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Projects_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
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
                /** @description Only archived (true) or only active (false) records; omitted: all */
                archived?: boolean;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
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
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Tasks_link: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
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
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
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
                /** @description Only archived (true) or only active (false) records; omitted: all */
                archived?: boolean;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Labels_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Labels_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    "application/json": components["schemas"]["LabelResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Labels_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Labels_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Profile_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Profile_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
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
                /** @description Range start (inclusive); records overlapping [from, to) are listed. Instants outside 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z are taken as the nearest end of that range. */
                from: string;
                /** @description Range end (exclusive); must be after from. Instants outside 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z are taken as the nearest end of that range. */
                to: string;
                /** @description Only records of this owned task */
                taskId?: string;
                /** @description Only records with this owned direct project */
                projectId?: string;
                /** @description Only records carrying this owned label */
                labelId?: string;
                /** @description Only the daily parts of this owned time entry */
                timeEntryId?: string;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_active: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "id": "0192f7a4-5b6c-7d8e-9f00-112233445566",
                     *       "ownerId": "0192f7a4-1111-7222-8333-444455556666",
                     *       "version": 1,
                     *       "start": "2025-03-03T09:00:00.123456789Z",
                     *       "end": null,
                     *       "taskId": null,
                     *       "projectId": null,
                     *       "summary": "Planning the day",
                     *       "labelIds": [],
                     *       "manual": false,
                     *       "billable": false,
                     *       "timeEntryId": "0192f7a4-5b6c-7d8e-9f00-112233445577"
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_start: {
        parameters: {
            query?: never;
            header: {
                /** @description A new UUID for each command (e.g. from `uuidgen`). Sending the same key with the same request again (a retry after a timeout or a 503) returns the first answer and changes nothing; the same key with a different request is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "id": "0192f7a4-5b6c-7d8e-9f00-112233445566",
                     *       "ownerId": "0192f7a4-1111-7222-8333-444455556666",
                     *       "version": 1,
                     *       "start": "2025-03-03T09:00:00.123456789Z",
                     *       "end": null,
                     *       "taskId": null,
                     *       "projectId": null,
                     *       "summary": "Planning the day",
                     *       "labelIds": [],
                     *       "manual": false,
                     *       "billable": false,
                     *       "timeEntryId": "0192f7a4-5b6c-7d8e-9f00-112233445577"
                     *     }
                     */
                    "application/json": components["schemas"]["ActivityResponse"];
                };
            };
            /** @description A new open activity */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0192f7a4-5b6c-7d8e-9f00-112233445566",
                     *       "ownerId": "0192f7a4-1111-7222-8333-444455556666",
                     *       "version": 1,
                     *       "start": "2025-03-03T09:00:00.123456789Z",
                     *       "end": null,
                     *       "taskId": null,
                     *       "projectId": null,
                     *       "summary": "Planning the day",
                     *       "labelIds": [],
                     *       "manual": false,
                     *       "billable": false,
                     *       "timeEntryId": "0192f7a4-5b6c-7d8e-9f00-112233445577"
                     *     }
                     */
                    "application/json": components["schemas"]["ActivityResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    "application/json": components["schemas"]["ActivityResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_stop: {
        parameters: {
            query?: never;
            header: {
                /** @description A new UUID for each command (e.g. from `uuidgen`). Sending the same key with the same request again (a retry after a timeout or a 503) returns the first answer and changes nothing; the same key with a different request is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Activities_setWorkSession: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    TimeEntries_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    "application/json": components["schemas"]["TimeEntryResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    TimeEntries_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeEntryUpdateInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeEntryResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    TimeEntries_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Reports_daily: {
        parameters: {
            query?: {
                /** @description Range start (inclusive), RFC 3339 UTC. Required unless fromDate and toDate are given (then not allowed: 400) */
                from?: string;
                /** @description Range end (exclusive), strictly after from; required with from. A daily report covers at most 732 days, a weekly one or a summary at most 3660 days (measured as to - from in 24-hour days); longer is 422 VALIDATION. Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION). */
                to?: string;
                /** @description First local date of the range (YYYY-MM-DD, inclusive) in the report zone: the range starts at its local midnight. An alternative to from/to (giving both kinds is 400); required with toDate */
                fromDate?: string;
                /** @description Last local date of the range (YYYY-MM-DD, inclusive) in the report zone: the range ends at the next local midnight. Before fromDate is 422 VALIDATION; at most 732 dates for a daily report, 3660 for a weekly one or a summary */
                toDate?: string;
                /** @description IANA zone whose local midnights split the report (and in which fromDate/toDate are read); default the profile zone. An explicit value does not change the profile */
                zoneId?: string;
                /** @description Round recorded time to a multiple of roundingMinutes (default none: exact figures). The unit rounded is each interval's part within one local day of the report zone (in the profile zone, one activity record clipped to the range); every duration and total is then the sum of rounded parts, so rows always add up to their totals. up: ceiling; down: floor; nearest: half up */
                rounding?: components["schemas"]["ReportRoundingOption"];
                /** @description The rounding step in minutes; required with rounding up, down or nearest (400 when missing), not allowed otherwise (400) */
                roundingMinutes?: number;
                /** @description The representation, overriding the Accept header: json (application/json, the default), csv (text/csv), xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) or pdf (application/pdf). Without it, the Accept header chooses (application/json when it names none of these). Downloads carry Content-Disposition: attachment */
                format?: components["schemas"]["ReportFormat"];
                /** @description Only lines whose activity has this billable flag (true or false); omitted: all */
                billable?: boolean;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report, consistent with revision */
            200: {
                headers: {
                    /** @description Strong ETag of the representation */
                    ETag?: string;
                    /** @description Downloads only: attachment; filename="time-report-<kind>_<first date>_<last date>.<csv|xlsx|pdf>" */
                    "Content-Disposition"?: string;
                    /** @description Accept */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyReportResponse"];
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/pdf": string;
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Reports_weekly: {
        parameters: {
            query?: {
                /** @description Range start (inclusive), RFC 3339 UTC. Required unless fromDate and toDate are given (then not allowed: 400) */
                from?: string;
                /** @description Range end (exclusive), strictly after from; required with from. A daily report covers at most 732 days, a weekly one or a summary at most 3660 days (measured as to - from in 24-hour days); longer is 422 VALIDATION. Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION). */
                to?: string;
                /** @description First local date of the range (YYYY-MM-DD, inclusive) in the report zone: the range starts at its local midnight. An alternative to from/to (giving both kinds is 400); required with toDate */
                fromDate?: string;
                /** @description Last local date of the range (YYYY-MM-DD, inclusive) in the report zone: the range ends at the next local midnight. Before fromDate is 422 VALIDATION; at most 732 dates for a daily report, 3660 for a weekly one or a summary */
                toDate?: string;
                /** @description IANA zone whose local midnights split the report (and in which fromDate/toDate are read); default the profile zone. An explicit value does not change the profile */
                zoneId?: string;
                /** @description Round recorded time to a multiple of roundingMinutes (default none: exact figures). The unit rounded is each interval's part within one local day of the report zone (in the profile zone, one activity record clipped to the range); every duration and total is then the sum of rounded parts, so rows always add up to their totals. up: ceiling; down: floor; nearest: half up */
                rounding?: components["schemas"]["ReportRoundingOption"];
                /** @description The rounding step in minutes; required with rounding up, down or nearest (400 when missing), not allowed otherwise (400) */
                roundingMinutes?: number;
                /** @description The representation, overriding the Accept header: json (application/json, the default), csv (text/csv), xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) or pdf (application/pdf). Without it, the Accept header chooses (application/json when it names none of these). Downloads carry Content-Disposition: attachment */
                format?: components["schemas"]["ReportFormat"];
                /** @description Only lines whose activity has this billable flag (true or false); omitted: all */
                billable?: boolean;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report, consistent with revision */
            200: {
                headers: {
                    /** @description Strong ETag of the representation */
                    ETag?: string;
                    /** @description Downloads only: attachment; filename="time-report-<kind>_<first date>_<last date>.<csv|xlsx|pdf>" */
                    "Content-Disposition"?: string;
                    /** @description Accept */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyReportResponse"];
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/pdf": string;
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Reports_summary: {
        parameters: {
            query?: {
                /** @description Range start (inclusive), RFC 3339 UTC. Required unless fromDate and toDate are given (then not allowed: 400) */
                from?: string;
                /** @description Range end (exclusive), strictly after from; required with from. A daily report covers at most 732 days, a weekly one or a summary at most 3660 days (measured as to - from in 24-hour days); longer is 422 VALIDATION. Supported range: 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z (outside: 422 VALIDATION). */
                to?: string;
                /** @description First local date of the range (YYYY-MM-DD, inclusive) in the report zone: the range starts at its local midnight. An alternative to from/to (giving both kinds is 400); required with toDate */
                fromDate?: string;
                /** @description Last local date of the range (YYYY-MM-DD, inclusive) in the report zone: the range ends at the next local midnight. Before fromDate is 422 VALIDATION; at most 732 dates for a daily report, 3660 for a weekly one or a summary */
                toDate?: string;
                /** @description IANA zone whose local midnights split the report (and in which fromDate/toDate are read); default the profile zone. An explicit value does not change the profile */
                zoneId?: string;
                /** @description Round recorded time to a multiple of roundingMinutes (default none: exact figures). The unit rounded is each interval's part within one local day of the report zone (in the profile zone, one activity record clipped to the range); every duration and total is then the sum of rounded parts, so rows always add up to their totals. up: ceiling; down: floor; nearest: half up */
                rounding?: components["schemas"]["ReportRoundingOption"];
                /** @description The rounding step in minutes; required with rounding up, down or nearest (400 when missing), not allowed otherwise (400) */
                roundingMinutes?: number;
                /** @description The representation, overriding the Accept header: json (application/json, the default), csv (text/csv), xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) or pdf (application/pdf). Without it, the Accept header chooses (application/json when it names none of these). Downloads carry Content-Disposition: attachment */
                format?: components["schemas"]["ReportFormat"];
                /** @description Only lines whose activity has this billable flag (true or false); omitted: all */
                billable?: boolean;
                /** @description The first grouping level (default project). client, project, task and label group by the interval's client, project (the activity's own projectId, else its task's project), task and labels; day, week (Monday-based) and month by the local dates of the report zone, split at real local midnights. An interval without a client, project, task or label falls in the group whose id is null. An interval with several labels counts its full time in each of its label groups, so label groups may add up to more than the total (groupsAddUp / subgroupsAddUp are then false) */
                groupBy?: components["schemas"]["ReportGroupDimension"];
                /** @description The optional second level, within each group; the same dimension as groupBy is 422 VALIDATION */
                subgroupBy?: components["schemas"]["ReportGroupDimension"];
                /** @description Only intervals of these clients (repeat the parameter for several); each must be an owned client, else 404 */
                clientId?: string[];
                /** @description Only intervals of these projects (the activity's own project, else its task's); each must be owned, else 404 */
                projectId?: string[];
                /** @description Only intervals of these tasks; each must be owned, else 404 */
                taskId?: string[];
                /** @description Only intervals carrying at least one of these labels; each must be owned, else 404 */
                labelId?: string[];
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary, consistent with revision */
            200: {
                headers: {
                    /** @description Strong ETag of the representation */
                    ETag?: string;
                    /** @description Downloads only: attachment; filename="time-report-<kind>_<first date>_<last date>.<csv|xlsx|pdf>" */
                    "Content-Disposition"?: string;
                    /** @description Accept */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SummaryReportResponse"];
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/pdf": string;
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
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
                /** @description With `to`: only sessions overlapping [from, to) (running sessions extend to infinity). Both or neither; `to` strictly after `from`.. Instants outside 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z are taken as the nearest end of that range. */
                from?: string;
                /** @description With `from`: end of the half-open range [from, to). Instants outside 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z are taken as the nearest end of that range. */
                to?: string;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_active: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_start: {
        parameters: {
            query?: never;
            header: {
                /** @description A new UUID for each command (e.g. from `uuidgen`). Sending the same key with the same request again (a retry after a timeout or a 503) returns the first answer and changes nothing; the same key with a different request is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    "application/json": components["schemas"]["WorkSessionResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_update: {
        parameters: {
            query?: never;
            header: {
                /** @description `true`: also create an undo offer (valid 600 seconds; redeem it with `POST /undo/{id}`); the answer then carries `X-Service-Undo-Id` and `X-Service-Undo-Seconds`. `false` or absent: no offer; other values 400. */
                "X-Service-Undo"?: components["parameters"]["XServiceUndo"];
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description `true`: also create an undo offer (valid 600 seconds; redeem it with `POST /undo/{id}`); the answer then carries `X-Service-Undo-Id` and `X-Service-Undo-Seconds`. `false` or absent: no offer; other values 400. */
                "X-Service-Undo"?: components["parameters"]["XServiceUndo"];
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_stop: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description A new UUID for each command (e.g. from `uuidgen`). Sending the same key with the same request again (a retry after a timeout or a 503) returns the first answer and changes nothing; the same key with a different request is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    WorkSessions_report: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    "application/json": components["schemas"]["WorkSessionReport"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Undo_restore: {
        parameters: {
            query?: never;
            header: {
                /** @description A new UUID for each command (e.g. from `uuidgen`). Sending the same key with the same request again (a retry after a timeout or a 503) returns the first answer and changes nothing; the same key with a different request is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Gone (see code) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Gone",
                     *       "status": 410,
                     *       "code": "GONE",
                     *       "detail": "The resource is no longer available",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Interchange_export: {
        parameters: {
            query?: {
                /** @description `json`: a service-domain-v3 (or, with version=4, v4) document; `csv`: a ZIP of CSV files with manifest.json */
                format?: "json" | "csv";
                /** @description Format version: 1 to 4 for CSV archives (1 and 2 cannot hold clients, task references or activities without a task; 4 adds billing: billable, billableByDefault and rates.csv); 3 (default) or 4 for JSON */
                version?: 1 | 2 | 3 | 4;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, with Content-Disposition: attachment; filename=… */
            200: {
                headers: {
                    /** @description attachment; filename="time-tracking-export-<date>.json|.zip" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceDomainV3"] | components["schemas"]["ServiceDomainV4"];
                    "application/zip": string;
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description More than 10,000 records of one type, or a file over 20 MiB: nothing is exported */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: an unknown format or version */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Interchange_import: {
        parameters: {
            query?: never;
            header: {
                /** @description A new UUID for each command (e.g. from `uuidgen`). Sending the same key with the same request again (a retry after a timeout or a 503) returns the first answer and changes nothing; the same key with a different request is refused. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description A service-domain document (v1, v2 or v3) or a CSV archive (version 1, 2 or 3) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceDomainV1"] | components["schemas"]["ServiceDomainV2"] | components["schemas"]["ServiceDomainV3"] | components["schemas"]["ServiceDomainV4"];
                "application/zip": string;
            };
        };
        responses: {
            /** @description What was created, and every source ID's new ID */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description EXTERNAL_REFERENCE_CONFLICT: an external identity of the document is already linked to one of the importer's tasks; IDEMPOTENCY_KEY_REUSED: the key was used with another body */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description A body over 20 MiB (for an archive, also its unpacked content), or more than 10,000 records of one type */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: the document or graph is invalid (offending JSON pointers in `errors`), an archive is unreadable or of a newer version, or an open activity or running session meets one of the importer's */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Imports_preview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportPreviewInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportPreviewResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Imports_list: {
        parameters: {
            query?: {
                /** @description Page size (default 100) */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    "application/json": components["schemas"]["ImportJobPage"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Imports_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportJobInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJobResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Imports_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    "application/json": components["schemas"]["ImportJobResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Imports_previewBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path: {
                id: string;
                /** @description Batch index, from 0 */
                index: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchPreviewInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchPreviewResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Imports_commitBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path: {
                id: string;
                /** @description Batch index, from 0; batches commit in order */
                index: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchCommitInput"];
            };
        };
        responses: {
            /** @description A repeat of a committed batch: the stored outcome */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchOutcome"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchOutcome"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Imports_undoPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UndoPreviewInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UndoPreviewResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Imports_undo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UndoCommitInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UndoResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Rates_list: {
        parameters: {
            query?: {
                /** @description Page size (default 100) */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
                /** @description Only rates whose own scope is this owned client (else 404) */
                clientId?: string;
                /** @description Only rates whose own scope is this owned project (else 404) */
                projectId?: string;
                /** @description Only rates whose own scope is this owned task (else 404) */
                taskId?: string;
            };
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
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
                    "application/json": components["schemas"]["RatePage"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Rates_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RateInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Rates_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    "application/json": components["schemas"]["RateResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Rates_update: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RateInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateResponse"];
                };
            };
            /** @description Malformed request: missing or unknown property or query parameter, invalid JSON, malformed header, UUID or cursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Rates_delete: {
        parameters: {
            query?: never;
            header: {
                /** @description The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400. */
                "If-Match": components["parameters"]["IfMatch"];
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Write attempted with a read-only credential, or missing CSRF token on a cookie session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "INSUFFICIENT_PERMISSION",
                     *       "detail": "This credential has read permission only",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description NOT_FOUND: missing or another owner's resource, relation or filter value */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "NOT_FOUND",
                     *       "detail": "No such resource",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Conflict (see code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "CONFLICT",
                     *       "detail": "The change conflicts with the current state",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description STALE_VERSION: If-Match does not match; nothing changed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "STALE_VERSION",
                     *       "detail": "If-Match does not match the current version; nothing was changed",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description URI_TOO_LONG: a path parameter longer than 500 characters */
            414: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description VALIDATION: length, range or format failure */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Entity",
                     *       "status": 422,
                     *       "code": "VALIDATION",
                     *       "detail": "name: must be 1..200 characters after trimming",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70",
                     *       "errors": [
                     *         {
                     *           "field": "name",
                     *           "message": "must be 1..200 characters after trimming"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description PRECONDITION_REQUIRED: If-Match missing */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Required",
                     *       "status": 428,
                     *       "code": "PRECONDITION_REQUIRED",
                     *       "detail": "This request requires an If-Match header",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Mcp_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description METHOD_NOT_ALLOWED: the route does not take this method (see the Allow header) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Method Not Allowed",
                     *       "status": 405,
                     *       "code": "METHOD_NOT_ALLOWED",
                     *       "detail": "The MCP endpoint is stateless: send each message with POST",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Mcp_handle: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version the initialize answer named, on every later message (absent: 2025-03-26); another value is 400 */
                "MCP-Protocol-Version"?: "2025-11-25" | "2025-06-18" | "2025-03-26" | "2024-11-05" | "2024-10-07";
                /** @description Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes (the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400. */
                "X-Service-Owner"?: components["parameters"]["XServiceOwner"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    jsonrpc: "2.0";
                    id?: string | number;
                    /** @example tools/list */
                    method?: string;
                    params?: {
                        [key: string]: unknown;
                    };
                    result?: {
                        [key: string]: unknown;
                    };
                    error?: {
                        [key: string]: unknown;
                    };
                } | {
                    /** @enum {string} */
                    jsonrpc: "2.0";
                    id?: string | number;
                    /** @example tools/list */
                    method?: string;
                    params?: {
                        [key: string]: unknown;
                    };
                    result?: {
                        [key: string]: unknown;
                    };
                    error?: {
                        [key: string]: unknown;
                    };
                }[];
            };
        };
        responses: {
            /** @description The JSON-RPC response (an array for a batch) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        id?: string | number | null;
                        result?: {
                            [key: string]: unknown;
                        };
                        error?: {
                            code: number;
                            message: string;
                            data?: unknown;
                        };
                    } | {
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        id?: string | number | null;
                        result?: {
                            [key: string]: unknown;
                        };
                        error?: {
                            code: number;
                            message: string;
                            data?: unknown;
                        };
                    }[];
                };
            };
            /** @description A notification or response was accepted; no body */
            202: {
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
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "BAD_REQUEST",
                     *       "detail": "Unknown property: colour",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (WWW-Authenticate: Bearer), or OWNER_CHANGED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "UNAUTHORIZED",
                     *       "detail": "Authentication is required",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Request body over 20 MiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Payload Too Large",
                     *       "status": 413,
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "detail": "The request body is larger than 20 MiB",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "detail": "The request body must be application/json (Content-Type: application/json)",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "detail": "Too many failed attempts; try again later",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description Not ready, or token registry misconfigured; retry (with the same Idempotency-Key) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "detail": "The service is not ready; retry with the same Idempotency-Key",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    Mcp_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description METHOD_NOT_ALLOWED: the route does not take this method (see the Allow header) */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Method Not Allowed",
                     *       "status": 405,
                     *       "code": "METHOD_NOT_ALLOWED",
                     *       "detail": "The MCP endpoint is stateless: send each message with POST",
                     *       "requestId": "5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
        };
    };
    OpenApi_document: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document describing every route */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description BAD_REQUEST: an unknown or repeated query parameter, or a malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemResponse"];
                };
            };
            /** @description MISDIRECTED_REQUEST: the Host is not one this server serves */
            421: {
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
