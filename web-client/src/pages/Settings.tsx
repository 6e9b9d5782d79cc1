import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, call, csrfHeader, describeError, newKey, ok, versionedWrite } from '../api/http';
import { keys, useMe } from '../data';
import type { SessionInfo } from '../App';
import { zones } from '../time';
import { ErrorText } from '../ui';
import { Security } from './Security';

export function Settings({ session, onSignedOut }: { session: SessionInfo; onSignedOut: () => void }) {
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <div className="grid">
        <ZoneSetting />
        <Tokens />
        <Password onSignedOut={onSignedOut} />
        <Security twoFactor={session.twoFactor === true} />
        <DataTransfer />
        {session.admin && <AdminSettings />}
      </div>
    </section>
  );
}

function ZoneSetting() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [zone, setZone] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!me.data) return;
    setError(null);
    try {
      await versionedWrite('PUT', '/api/v1/me', me.data.data.version, { zoneId: zone });
      setMessage(`Reporting zone is now ${zone}.`);
      setZone('');
      void queryClient.invalidateQueries({ queryKey: keys.me });
    } catch (failure) { setError(describeError(failure)); }
  };
  return (
    <section className="card" aria-labelledby="zone-title">
      <h2 id="zone-title">Reporting zone</h2>
      <p>Current: <strong data-testid="current-zone">{me.data?.data.zoneId ?? '…'}</strong></p>
      <form onSubmit={save} className="inline">
        <input aria-label="Search time zones" list="all-zones" required value={zone} placeholder="Type to search, e.g. Berlin" onChange={(e) => setZone(e.target.value)} />
        <datalist id="all-zones">{zones().map((z) => <option key={z} value={z} />)}</datalist>
        <button type="submit">Set zone</button>
      </form>
      {message && <p role="status">{message}</p>}
      <ErrorText error={error} />
    </section>
  );
}

function Tokens() {
  const queryClient = useQueryClient();
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
    } catch (failure) { setError(describeError(failure)); }
  };
  const revoke = async (id: string) => {
    try { await ok(api.DELETE('/api/v1/auth/tokens/{id}', { params: { path: { id } } })); } catch (failure) { setError(describeError(failure)); }
    void queryClient.invalidateQueries({ queryKey: keys.tokens });
  };
  return (
    <section className="card" aria-labelledby="tokens-title">
      <h2 id="tokens-title">Personal API tokens</h2>
      <form onSubmit={create} className="inline">
        <input aria-label="Token name" placeholder="Token name" required value={name} onChange={(e) => setName(e.target.value)} />
        <label className="check"><input type="checkbox" checked={write} onChange={(e) => setWrite(e.target.checked)} /> write access</label>
        <button type="submit">Create token</button>
      </form>
      {secret && (
        <div className="secret" role="status">
          <p>Copy this token now; it will not be shown again.</p>
          <code data-testid="token-secret">{secret}</code>
          <button type="button" onClick={async () => { await navigator.clipboard?.writeText(secret).catch(() => undefined); setCopied(true); }}>{copied ? 'Copied' : 'Copy'}</button>
          <button type="button" className="plain" onClick={() => setSecret(null)}>Done</button>
        </div>
      )}
      <ErrorText error={error} />
      <ul className="list">
        {tokens.data?.map((token) => (
          <li key={token.id} className="row">
            <span className="name">{token.name}</span>
            <span className="muted">{token.permissions.join('+')} · created {token.createdAt.slice(0, 10)}{token.expiresAt ? ` · expires ${token.expiresAt.slice(0, 10)}` : ''}</span>
            <button type="button" className="plain danger" aria-label={`Revoke ${token.name}`} onClick={() => revoke(token.id)}>Revoke</button>
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
      setCurrent(''); setNext('');
    } catch (failure) { setError(describeError(failure)); }
  };
  const everywhere = async () => {
    try { await call('DELETE', '/api/v1/auth/sessions'); onSignedOut(); } catch (failure) { setError(describeError(failure)); }
  };
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">Password and sessions</h2>
      <form onSubmit={change}>
        <label>Current password <input type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} /></label>
        <label>New password <input type="password" autoComplete="new-password" required value={next} onChange={(e) => setNext(e.target.value)} /></label>
        <button type="submit">Change password</button>
      </form>
      {message && <p role="status">{message}</p>}
      <ErrorText error={error} />
      <button type="button" onClick={everywhere}>Sign out everywhere</button>
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
        method: 'POST', credentials: 'same-origin', body: file,
        headers: { 'Content-Type': zip ? 'application/zip' : 'application/json', 'Idempotency-Key': newKey(), ...csrfHeader() },
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) throw new ApiError(response.status, { status: response.status, ...body });
      setResult(`Imported: ${Object.entries(body.counts ?? {}).map(([k, v]) => `${v} ${k}`).join(', ')}`);
    } catch (failure) { setError(describeError(failure)); }
  };
  return (
    <section className="card" aria-labelledby="data-title">
      <h2 id="data-title">Export and import</h2>
      <p>
        <a className="button" href="/api/v1/export?format=json" download>Download JSON export</a>{' '}
        <a className="button" href="/api/v1/export?format=csv&version=3" download>Download CSV export (ZIP)</a>
      </p>
      <label>Import a portable export (.json or .zip) <input type="file" accept=".json,.zip,application/json,application/zip" onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])} /></label>
      {result && <p role="status">{result}</p>}
      <ErrorText error={error} />
      <p><a href="/web/import" onClick={(e) => { e.preventDefault(); history.pushState(null, '', '/web/import'); dispatchEvent(new PopStateEvent('popstate')); }}>Import from Toggl, Clockify, Kimai, solidtime or Harvest…</a></p>
    </section>
  );
}

function AdminSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: ['admin-settings'], queryFn: () => call<{ saved: Record<string, unknown>; effective: Record<string, unknown> }>('GET', '/api/v1/admin/settings') });
  const [text, setText] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const parsed = JSON.parse(text ?? '{}');
      await call('PUT', '/api/v1/admin/settings', { body: { settings: parsed, currentPassword: password }, headers: { 'If-Match': settings.data?.etag ?? '' } });
      setMessage('Settings saved.'); setPassword(''); setText(null);
      void queryClient.invalidateQueries({ queryKey: ['admin-settings'] });
    } catch (failure) { setError(failure instanceof SyntaxError ? 'The settings are not valid JSON.' : describeError(failure)); }
  };
  const saved = settings.data?.data.saved;
  const editable = saved && { ...saved, mail: saved.mail && typeof saved.mail === 'object' ? Object.fromEntries(Object.entries(saved.mail).filter(([k]) => k !== 'passwordSet')) : saved.mail };
  return (
    <section className="card wide" aria-labelledby="admin-title">
      <h2 id="admin-title">Service settings (administrator)</h2>
      {settings.isError && <ErrorText error={describeError(settings.error)} />}
      {settings.data && (
        <form onSubmit={save} className="stacked">
          <table className="effective" aria-label="Effective now">
            <caption>Effective now</caption>
            <tbody>
              {Object.entries(settings.data.data.effective).map(([key, value]) => <tr key={key}><th scope="row">{key}</th><td><code>{JSON.stringify(value)}</code></td></tr>)}
            </tbody>
          </table>
          <label>Saved settings (JSON; null = not set; a mail "password" sets it)
            <textarea rows={10} value={text ?? JSON.stringify(editable, null, 2)} onChange={(e) => setText(e.target.value)} /></label>
          <label>Your password <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} /></label>
          <button type="submit">Save settings</button>
          {message && <p role="status">{message}</p>}
          <ErrorText error={error} />
        </form>
      )}
    </section>
  );
}
