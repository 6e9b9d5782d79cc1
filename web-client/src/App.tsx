import { Suspense, lazy, useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, call, describeError, ok, onOfflineChange, setCsrfToken } from './api/http';
import { useLiveUpdates } from './live';
import { useServiceWorker } from './install';
import { useTheme } from './theme';
import { Timer } from './pages/Timer';
import { TimeView } from './pages/TimeView';
import { Catalog } from './pages/Catalog';
import { Reports } from './pages/Reports';
import { Sessions } from './pages/Sessions';
import { AdminSettings, Settings } from './pages/Settings';
import { Accounts } from './pages/Accounts';
import { SecondFactor } from './pages/SecondFactor';
import { ErrorText, PRODUCT, useRoute } from './ui';
import { zones } from './time';

// The wizard carries the CSV converters (papaparse): loaded only when opened, outside the initial JS.
const ImportWizard = lazy(() => import('./pages/ImportWizard').then((m) => ({ default: m.ImportWizard })));

export interface SessionInfo { ownerId: string; email?: string; admin?: boolean; twoFactor?: boolean; csrfToken: string }

const PAGES: Array<[string, string]> = [['time', 'Time'], ['reports', 'Reports'], ['sessions', 'Work sessions'], ['catalog', 'Catalog'], ['import', 'Import'], ['settings', 'Settings']];

export function App() {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: ['session'],
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
  useServiceWorker();
  useTheme();
  const [offline, setOffline] = useState(false);
  useEffect(() => onOfflineChange(setOffline), []);
  const [browserOffline, setBrowserOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => {
    const update = () => setBrowserOffline(!navigator.onLine);
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => { removeEventListener('online', update); removeEventListener('offline', update); };
  }, []);
  const signedIn = !!session.data;
  useLiveUpdates(signedIn);
  const [route, go] = useRoute();
  const admin = !!session.data?.admin;
  const pages = admin ? [...PAGES, ['admin', 'Admin'] as [string, string], ['accounts', 'Accounts'] as [string, string]] : PAGES;

  const signOut = async () => {
    try { await ok(api.DELETE('/api/v1/auth/session')); } catch { /* the cookie may already be gone */ }
    setCsrfToken(null);
    queryClient.setQueryData(['session'], null);
    // Nothing of the signed-out owner stays cached for the next one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  };

  return (
    <>
      <a className="skip" href="#content" onClick={(event) => { event.preventDefault(); const target = document.getElementById('content'); target?.focus(); target?.scrollIntoView(); }}>Skip to content</a>
      {offline && <div className="offline" role="alert">You are offline. Changes are retried until the server answers.</div>}
      {session.isPending ? (
        browserOffline ? <main className="auth" id="content" tabIndex={-1}><p className="product">{PRODUCT}</p><p role="status">You are offline. Your entries load when the connection returns.</p></main>
          : <p className="loading">Loading…</p>
      ) : session.isError ? (
        <main className="auth" id="content" tabIndex={-1}><p className="product">{PRODUCT}</p><ErrorText error={describeError(session.error)} /></main>
      ) : !signedIn ? (
        <SignIn mode={route === 'signup' ? 'up' : 'in'} setMode={(mode) => go(mode === 'up' ? 'signup' : 'signin')}
          onSignedIn={(info) => { queryClient.setQueryData(['session'], info); if (route === 'signup' || route === 'signin') go('time', true); }} />
      ) : (
        <>
          <header className="top">
            <strong className="brand">{PRODUCT}</strong>
            <nav aria-label="Main">
              {pages.map(([path, title]) => (
                <a key={path} href={`/web/${path}`} aria-current={route === path ? 'page' : undefined}
                  onClick={(event) => { event.preventDefault(); go(path); }}>{title}</a>
              ))}
            </nav>
            <span className="who">{session.data?.email}</span>
            <button type="button" className="plain" onClick={signOut}>Sign out</button>
          </header>
          <Timer />
          <main id="content" tabIndex={-1}>
            {route === 'admin' ? (admin ? <AdminSettings /> : <p role="alert">The admin pages are for administrators. Your account is not one.</p>)
              : route === 'reports' ? <Reports /> : route === 'sessions' ? <Sessions /> : route === 'catalog' ? <Catalog />
              : route === 'import' ? <Suspense fallback={<p className="loading">Loading…</p>}><ImportWizard /></Suspense>
              : route === 'accounts' && session.data?.admin ? <Accounts ownerId={session.data.ownerId} />
              : route === 'settings' ? <Settings session={session.data!} onSignedOut={signOut} /> : <TimeView />}
          </main>
        </>
      )}
    </>
  );
}

function SignIn({ onSignedIn, mode, setMode }: { onSignedIn: (info: SessionInfo) => void; mode: 'in' | 'up'; setMode: (mode: 'in' | 'up') => void }) {
  // The zone the browser is in is offered at sign-up (day totals and reports are read in it).
  const [zone, setZone] = useState(() => { try { return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'; } catch { return 'UTC'; } });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secondStep, setSecondStep] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (mode === 'up') await ok(api.POST('/api/v1/auth/signup', { body: { email, password } }));
      await ok(api.POST('/api/v1/auth/session', { body: { email, password } }));
      // The session read carries email and admin besides the CSRF value.
      const { data } = await ok(api.GET('/api/v1/auth/session'));
      setCsrfToken(data.csrfToken);
      if (mode === 'up' && zone && zone !== 'UTC') {
        const me = await call('GET', '/api/v1/me');
        await call('PUT', '/api/v1/me', { body: { zoneId: zone }, headers: { 'If-Match': me.etag ?? '' } });
      }
      onSignedIn(data as SessionInfo);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'SECOND_FACTOR_REQUIRED') setSecondStep(true);
      else setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  if (secondStep) return <SecondFactor email={email} password={password} onSignedIn={onSignedIn} onCancel={() => { setSecondStep(false); setPassword(''); }} />;

  return (
    <main className="auth" id="content" tabIndex={-1}>
      <p className="product">{PRODUCT}<span> · exact time tracking</span></p>
      <h1>{mode === 'in' ? 'Sign in' : 'Create your account'}</h1>
      <form onSubmit={submit} noValidate={false}>
        <label>Email <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} /></label>
        <label>Password <input type="password" autoComplete={mode === 'in' ? 'current-password' : 'new-password'} required value={password} onChange={(e) => setPassword(e.target.value)} /></label>
        {mode === 'up' && (
          <label>Time zone <select value={zone} onChange={(e) => setZone(e.target.value)}>
            {(zones().includes(zone) ? zones() : [zone, ...zones()]).map((z) => <option key={z} value={z}>{z}</option>)}
          </select>
          <span className="hint">From your browser. Days and reports are counted in this zone; you can change it in Settings.</span></label>
        )}
        <ErrorText error={error} />
        <button type="submit" className="primary" disabled={busy}>{mode === 'in' ? 'Sign in' : 'Sign up'}</button>
      </form>
      <p>
        {mode === 'in' ? 'New here? ' : 'Have an account? '}
        <a className="link" href={mode === 'in' ? '/web/signup' : '/web/signin'} onClick={(e) => { e.preventDefault(); setMode(mode === 'in' ? 'up' : 'in'); setError(null); }}>
          {mode === 'in' ? 'Create an account' : 'Sign in'}
        </a>
      </p>
    </main>
  );
}
