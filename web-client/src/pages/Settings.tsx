import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, call, csrfHeader, describeError, newKey, ok, versionedWrite } from '../api/http';
import { keys, useMe, useZone } from '../data';
import type { SessionInfo } from '../session';
import { Temporal } from 'temporal-polyfill';
import { localDate, mediumDate, zones } from '../time';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '../theme';
import { ErrorText } from '../ui';
import { Security } from './Security';
import { DEFAULT_SCOPE, RateHistory } from './Rates';

export function Settings({ session, onSignedOut }: { session: SessionInfo; onSignedOut: () => void }) {
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <div className="grid">
        <ZoneSetting />
        <Appearance />
        <DefaultRate />
        <Tokens />
        <Password onSignedOut={onSignedOut} />
        <Security twoFactor={session.twoFactor === true} />
        <DataTransfer />
        {session.admin && (
          <p className="card">
            Service settings are on the{' '}
            <a
              href="/web/admin"
              onClick={(e) => {
                e.preventDefault();
                history.pushState(null, '', '/web/admin');
                dispatchEvent(new PopStateEvent('popstate'));
              }}
            >
              Admin page
            </a>
            .
          </p>
        )}
      </div>
    </section>
  );
}

/** A typed zone: an exact IANA name, else the zones whose name contains the text ("Berlin"). */
export function matchZones(text: string): string[] {
  const q = text.trim().toLowerCase().replace(/\s+/g, '_');
  if (!q) return [];
  const all = zones();
  const exact = all.find((z) => z.toLowerCase() === q);
  if (exact) return [exact];
  return all.filter((z) => z.toLowerCase().includes(q));
}

function offsetText(zone: string): string {
  const offset = Temporal.Now.zonedDateTimeISO(zone).offset;
  return `UTC${offset === '+00:00' ? '' : offset}`;
}

function ZoneSetting() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [zone, setZone] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = me.data?.data.zoneId ?? 'UTC';
  const candidates = matchZones(zone);
  const review = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setMessage(null);
    if (candidates.length === 1) setPending(candidates[0]);
    else if (candidates.length === 0) setError(`No time zone matches "${zone}". Try a city, such as Berlin or New York.`);
    else setError(`"${zone}" matches ${candidates.length} zones: pick one from the list.`);
  };
  const save = async () => {
    if (!me.data || !pending) return;
    setError(null);
    try {
      await versionedWrite('PUT', '/api/v1/me', me.data.data.version, { zoneId: pending });
      setMessage(`Reporting zone is now ${pending}.`);
      setZone('');
      setPending(null);
      for (const key of [keys.me, keys.activities, keys.reports]) void queryClient.invalidateQueries({ queryKey: key });
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  const sample = Temporal.Now.instant().round({ smallestUnit: 'hour', roundingMode: 'floor' });
  return (
    <section className="card" aria-labelledby="zone-title">
      <h2 id="zone-title">Reporting zone</h2>
      <p>
        Current: <strong data-testid="current-zone">{current}</strong> ({offsetText(current)})
      </p>
      <form onSubmit={review} className="inline">
        <input
          aria-label="Search time zones"
          list="all-zones"
          required
          value={zone}
          placeholder="Type a city, e.g. Berlin"
          onChange={(e) => {
            setZone(e.target.value);
            setPending(null);
          }}
        />
        <datalist id="all-zones">
          {zones().map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
        <button type="submit">Set zone</button>
      </form>
      {candidates.length > 1 && candidates.length <= 12 && !pending && (
        <ul className="zone-choices" aria-label="Matching zones">
          {candidates.map((z) => (
            <li key={z}>
              <button
                type="button"
                onClick={() => {
                  setZone(z);
                  setPending(z);
                }}
              >
                {z}
              </button>
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <div className="conflict" role="alertdialog" aria-labelledby="zone-move">
          <p id="zone-move">
            Change the zone from <strong>{current}</strong> ({offsetText(current)}) to <strong>{pending}</strong> ({offsetText(pending)})?{' '}
            Every entry keeps its instants, but its local times move: an entry at{' '}
            {sample.toZonedDateTimeISO(current).toPlainTime().toString({ smallestUnit: 'minute' })} now shows at{' '}
            {sample.toZonedDateTimeISO(pending).toPlainTime().toString({ smallestUnit: 'minute' })}. Entries are re-split at the new
            zone&apos;s midnights, so day and week totals and reports change with them.
          </p>
          <button type="button" className="primary" onClick={() => void save()}>
            Change to {pending}
          </button>
          <button type="button" onClick={() => setPending(null)}>
            Cancel
          </button>
        </div>
      )}
      {message && <p role="status">{message}</p>}
      <ErrorText error={error} />
    </section>
  );
}

/** The owner's default hourly rate: what billable time is priced at when its task, project and client have none. */
function DefaultRate() {
  return (
    <section className="card" aria-labelledby="default-rate-title">
      <h2 id="default-rate-title">Default hourly rate</h2>
      <p className="hint">
        Billable time is priced at its task&apos;s rate, else its project&apos;s, else its client&apos;s, else this one. A new rate from a
        date on leaves earlier time at the old price.
      </p>
      <RateHistory scope={DEFAULT_SCOPE} name="your default rate" />
    </section>
  );
}

function Appearance() {
  const choice = useThemeChoice();
  return (
    <section className="card" aria-labelledby="appearance-title">
      <h2 id="appearance-title">Appearance</h2>
      <fieldset className="choice">
        <legend>Theme (this browser)</legend>
        {(
          [
            ['system', 'As the system (light or dark)'],
            ['light', 'Light'],
            ['dark', 'Dark'],
          ] as Array<[ThemeChoice, string]>
        ).map(([value, label]) => (
          <label key={value} className="check">
            <input type="radio" name="theme" value={value} checked={choice === value} onChange={() => setThemeChoice(value)} /> {label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

function Tokens() {
  const queryClient = useQueryClient();
  const zone = useZone();
  const tokens = useQuery({ queryKey: keys.tokens, queryFn: async () => (await ok(api.GET('/api/v1/auth/tokens'))).data.items });
  const [name, setName] = useState('');
  const [write, setWrite] = useState(true);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await ok(api.POST('/api/v1/auth/tokens', { body: { name, permissions: write ? ['read', 'write'] : ['read'] } }));
      setSecret(data.token);
      setCopied(false);
      setName('');
      void queryClient.invalidateQueries({ queryKey: keys.tokens });
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  const revoke = async (id: string) => {
    try {
      await ok(api.DELETE('/api/v1/auth/tokens/{id}', { params: { path: { id } } }));
    } catch (failure) {
      setError(describeError(failure));
    }
    void queryClient.invalidateQueries({ queryKey: keys.tokens });
  };
  return (
    <section className="card" aria-labelledby="tokens-title">
      <h2 id="tokens-title">Personal API tokens</h2>
      <form onSubmit={(event) => void create(event)} className="inline">
        <input aria-label="Token name" placeholder="Token name" required value={name} onChange={(e) => setName(e.target.value)} />
        <label className="check">
          <input type="checkbox" checked={write} onChange={(e) => setWrite(e.target.checked)} /> write access
        </label>
        <button type="submit">Create token</button>
      </form>
      {secret && (
        <div className="secret" role="status">
          <p>Copy this token now; it will not be shown again.</p>
          <code data-testid="token-secret">{secret}</code>
          <button type="button" onClick={() => void copy(secret)}>
            {copied ? 'Copied' : 'Copy'}
          </button>
          <button type="button" className="plain" onClick={() => setSecret(null)}>
            Done
          </button>
        </div>
      )}
      <ErrorText error={error} />
      <ul className="list">
        {tokens.data?.map((token) => (
          <li key={token.id} className="row">
            <span className="name">{token.name}</span>
            <span className="muted">
              {token.permissions.join('+')} · created {mediumDate(localDate(token.createdAt, zone))}
              {token.expiresAt ? ` · expires ${mediumDate(localDate(token.expiresAt, zone))}` : ''}
            </span>
            <button type="button" className="plain danger" aria-label={`Revoke ${token.name}`} onClick={() => void revoke(token.id)}>
              Revoke
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Password({ onSignedOut }: { onSignedOut: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await call('PUT', '/api/v1/auth/password', { body: { currentPassword: current, newPassword: next } });
      setMessage('Password changed.');
      setCurrent('');
      setNext('');
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  const everywhere = async () => {
    try {
      await call('DELETE', '/api/v1/auth/sessions');
      onSignedOut();
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">Password and sessions</h2>
      <form onSubmit={(event) => void change(event)}>
        <label>
          Current password{' '}
          <input type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
        </label>
        <label>
          New password <input type="password" autoComplete="new-password" required value={next} onChange={(e) => setNext(e.target.value)} />
        </label>
        <button type="submit">Change password</button>
      </form>
      {message && <p role="status">{message}</p>}
      <ErrorText error={error} />
      <button type="button" onClick={() => void everywhere()}>
        Sign out everywhere
      </button>
    </section>
  );
}

function DataTransfer() {
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    setError(null);
    setResult(null);
    try {
      const zip = file.name.toLowerCase().endsWith('.zip');
      const response = await fetch('/api/v1/import', {
        method: 'POST',
        credentials: 'same-origin',
        body: file,
        headers: { 'Content-Type': zip ? 'application/zip' : 'application/json', 'Idempotency-Key': newKey(), ...csrfHeader() },
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) throw new ApiError(response.status, { status: response.status, ...body });
      setResult(
        `Imported: ${Object.entries(body.counts ?? {})
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')}`,
      );
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  return (
    <section className="card" aria-labelledby="data-title">
      <h2 id="data-title">Export and import</h2>
      <p>
        <a className="button" href="/api/v1/export?format=json" download>
          Download JSON export
        </a>{' '}
        <a className="button" href="/api/v1/export?format=csv&version=3" download>
          Download CSV export (ZIP)
        </a>
      </p>
      <label>
        Import a portable export (.json or .zip){' '}
        <input
          type="file"
          accept=".json,.zip,application/json,application/zip"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </label>
      {result && <p role="status">{result}</p>}
      <ErrorText error={error} />
      <p>
        <a
          href="/web/import"
          onClick={(e) => {
            e.preventDefault();
            history.pushState(null, '', '/web/import');
            dispatchEvent(new PopStateEvent('popstate'));
          }}
        >
          Import from Toggl, Clockify, Kimai, solidtime or Harvest…
        </a>
      </p>
    </section>
  );
}

type Saved = {
  signupEnabled: boolean | null;
  sessionLifetimeMinutes: number | null;
  tokenMaxLifetimeDays: number | null;
  loginThrottle: { maxFailures: number; windowSeconds: number } | null;
  rateLimit: { requestsPerMinute: number } | null;
  trustedProxies: string[] | null;
  mail: { host: string; port: number; secure: boolean; username: string | null; from: string; passwordSet?: boolean } | null;
};
type Form = {
  signupEnabled: '' | 'true' | 'false';
  sessionLifetimeMinutes: string;
  tokenMaxLifetimeDays: string;
  maxFailures: string;
  windowSeconds: string;
  requestsPerMinute: string;
  trustedProxies: string;
  mailOn: boolean;
  host: string;
  port: string;
  secure: boolean;
  username: string;
  from: string;
  password: string;
  clearPassword: boolean;
};

const num = (v: string): number | null => (v.trim() === '' ? null : Number(v));
function toForm(saved: Saved): Form {
  return {
    signupEnabled: saved.signupEnabled === null ? '' : saved.signupEnabled ? 'true' : 'false',
    sessionLifetimeMinutes: saved.sessionLifetimeMinutes?.toString() ?? '',
    tokenMaxLifetimeDays: saved.tokenMaxLifetimeDays?.toString() ?? '',
    maxFailures: saved.loginThrottle?.maxFailures.toString() ?? '',
    windowSeconds: saved.loginThrottle?.windowSeconds.toString() ?? '',
    requestsPerMinute: saved.rateLimit?.requestsPerMinute.toString() ?? '',
    trustedProxies: saved.trustedProxies?.join(', ') ?? '',
    mailOn: !!saved.mail,
    host: saved.mail?.host ?? '',
    port: saved.mail?.port.toString() ?? '587',
    secure: saved.mail?.secure ?? false,
    username: saved.mail?.username ?? '',
    from: saved.mail?.from ?? '',
    password: '',
    clearPassword: false,
  };
}
function fromForm(form: Form): Record<string, unknown> {
  const mail = form.mailOn
    ? {
        host: form.host,
        port: Number(form.port),
        secure: form.secure,
        username: form.username.trim() || null,
        from: form.from,
        ...(form.clearPassword ? { password: null } : form.password ? { password: form.password } : {}),
      }
    : null;
  return {
    signupEnabled: form.signupEnabled === '' ? null : form.signupEnabled === 'true',
    sessionLifetimeMinutes: num(form.sessionLifetimeMinutes),
    tokenMaxLifetimeDays: num(form.tokenMaxLifetimeDays),
    loginThrottle:
      form.maxFailures.trim() || form.windowSeconds.trim()
        ? { maxFailures: Number(form.maxFailures), windowSeconds: Number(form.windowSeconds) }
        : null,
    rateLimit: form.requestsPerMinute.trim() ? { requestsPerMinute: Number(form.requestsPerMinute) } : null,
    trustedProxies: form.trustedProxies.trim() ? form.trustedProxies.split(/[\s,]+/).filter(Boolean) : null,
    mail,
  };
}

const show = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : Array.isArray(value)
      ? value.join(', ') || '(none)'
      : typeof value === 'object'
        ? Object.entries(value as object)
            .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
            .join(', ')
        : String(value);

/** The service settings (administrators): a form per key, the effective value beside it, the password to save. */
export function AdminSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['admin-settings'],
    queryFn: () => call<{ saved: Saved; effective: Record<string, unknown> }>('GET', '/api/v1/admin/settings'),
  });
  const [form, setForm] = useState<Form | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const data = settings.data?.data;
  const values = form ?? (data ? toForm(data.saved) : null);
  const set = (patch: Partial<Form>) => values && setForm({ ...values, ...patch });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    setError(null);
    setMessage(null);
    try {
      await call('PUT', '/api/v1/admin/settings', {
        body: { settings: fromForm(values), currentPassword: password },
        headers: { 'If-Match': settings.data?.etag ?? '' },
      });
      setMessage('Settings saved.');
      setPassword('');
      setForm(null);
      void queryClient.invalidateQueries({ queryKey: ['admin-settings'] });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 403 && failure.code === 'REAUTHENTICATION_FAILED'
          ? 'That password is not right; nothing was saved.'
          : failure instanceof ApiError && failure.status === 412
            ? 'Another administrator saved settings meanwhile. Your changes are still here: reload to see theirs, or save again.'
            : describeError(failure),
      );
      if (failure instanceof ApiError && failure.status === 412) void settings.refetch();
    }
  };
  const effective = data?.effective ?? {};
  const throttle = effective.loginThrottle as { maxFailures?: number; windowSeconds?: number } | null | undefined;
  const mail = effective.mail as { host?: string; port?: number; secure?: boolean; from?: string } | null | undefined;
  // What the running service uses, in words (not the JSON keys).
  const nowText: Record<string, string> = {
    signupEnabled: effective.signupEnabled === true ? 'open' : effective.signupEnabled === false ? 'closed' : show(effective.signupEnabled),
    sessionLifetimeMinutes: show(effective.sessionLifetimeMinutes),
    tokenMaxLifetimeDays: effective.tokenMaxLifetimeDays === 0 ? '0 (unlimited)' : show(effective.tokenMaxLifetimeDays),
    maxFailures: show(throttle?.maxFailures),
    windowSeconds: show(throttle?.windowSeconds),
    rateLimit:
      (effective.rateLimit as { requestsPerMinute?: number } | null | undefined)?.requestsPerMinute === 0
        ? '0 (off)'
        : show((effective.rateLimit as { requestsPerMinute?: number } | null | undefined)?.requestsPerMinute),
    trustedProxies: show(effective.trustedProxies),
    mail: mail
      ? `${mail.host ?? ''}:${mail.port ?? ''}${mail.secure ? ' (TLS)' : ''}, from ${mail.from ?? '—'}`
      : 'no mail server configured',
  };
  const eff = (key: string) => <span className="hint">Now: {nowText[key] ?? show(effective[key])}</span>;
  return (
    <section className="card wide" aria-labelledby="admin-title">
      <h2 id="admin-title">Service settings (administrator)</h2>
      {settings.isError && <ErrorText error={describeError(settings.error)} />}
      {values && (
        <form onSubmit={(event) => void save(event)} className="settings-form" aria-label="Service settings">
          <p className="hint">An empty field is not set here: the environment or the default applies (shown as “Now”).</p>
          <fieldset>
            <legend>Accounts</legend>
            <label>
              Sign-up{' '}
              <select value={values.signupEnabled} onChange={(e) => set({ signupEnabled: e.target.value as Form['signupEnabled'] })}>
                <option value="">(not set)</option>
                <option value="true">open</option>
                <option value="false">closed</option>
              </select>
              {eff('signupEnabled')}
            </label>
            <label>
              Session lifetime (minutes, 5–43200){' '}
              <input
                type="number"
                min={5}
                max={43200}
                value={values.sessionLifetimeMinutes}
                onChange={(e) => set({ sessionLifetimeMinutes: e.target.value })}
              />
              {eff('sessionLifetimeMinutes')}
            </label>
            <label>
              Token maximum lifetime (days, 0 = unlimited){' '}
              <input
                type="number"
                min={0}
                max={3650}
                value={values.tokenMaxLifetimeDays}
                onChange={(e) => set({ tokenMaxLifetimeDays: e.target.value })}
              />
              {eff('tokenMaxLifetimeDays')}
            </label>
          </fieldset>
          <fieldset>
            <legend>Limits</legend>
            <label>
              Sign-in failures before a pause{' '}
              <input type="number" min={1} max={1000} value={values.maxFailures} onChange={(e) => set({ maxFailures: e.target.value })} />
              {eff('maxFailures')}
            </label>
            <label>
              Within (seconds){' '}
              <input
                type="number"
                min={10}
                max={86400}
                value={values.windowSeconds}
                onChange={(e) => set({ windowSeconds: e.target.value })}
              />
              {eff('windowSeconds')}
            </label>
            <label>
              Requests per minute per credential (0 = off){' '}
              <input
                type="number"
                min={0}
                max={100000}
                value={values.requestsPerMinute}
                onChange={(e) => set({ requestsPerMinute: e.target.value })}
              />
              {eff('rateLimit')}
            </label>
            <label>
              Trusted proxies (CIDR ranges, comma-separated){' '}
              <input value={values.trustedProxies} onChange={(e) => set({ trustedProxies: e.target.value })} />
              {eff('trustedProxies')}
            </label>
          </fieldset>
          <fieldset>
            <legend>Mail</legend>
            <label className="check">
              <input type="checkbox" checked={values.mailOn} onChange={(e) => set({ mailOn: e.target.checked })} /> Send mail through this
              server
            </label>
            {values.mailOn && (
              <>
                <label>
                  Host <input required value={values.host} onChange={(e) => set({ host: e.target.value })} />
                </label>
                <label>
                  Port{' '}
                  <input type="number" required min={1} max={65535} value={values.port} onChange={(e) => set({ port: e.target.value })} />
                </label>
                <label className="check">
                  <input type="checkbox" checked={values.secure} onChange={(e) => set({ secure: e.target.checked })} /> TLS from the start
                </label>
                <label>
                  User name <input value={values.username} onChange={(e) => set({ username: e.target.value })} />
                </label>
                <label>
                  From address <input type="email" required value={values.from} onChange={(e) => set({ from: e.target.value })} />
                </label>
                <label>
                  Mail password{' '}
                  <input
                    type="password"
                    autoComplete="new-password"
                    value={values.password}
                    placeholder={data?.saved.mail?.passwordSet ? '(set; leave empty to keep)' : '(not set)'}
                    onChange={(e) => set({ password: e.target.value, clearPassword: false })}
                  />
                </label>
                {data?.saved.mail?.passwordSet && (
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={values.clearPassword}
                      onChange={(e) => set({ clearPassword: e.target.checked, password: '' })}
                    />{' '}
                    Remove the stored mail password
                  </label>
                )}
              </>
            )}
            {eff('mail')}
          </fieldset>
          <label>
            Your password (to confirm){' '}
            <input
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <div className="form-actions">
            <button type="submit" className="primary">
              Save settings
            </button>
            {form && (
              <button type="button" onClick={() => setForm(null)}>
                Discard changes
              </button>
            )}
          </div>
          {message && <p role="status">{message}</p>}
          <ErrorText error={error} />
        </form>
      )}
    </section>
  );
}
