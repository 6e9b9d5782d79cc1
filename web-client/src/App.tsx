import { Suspense, lazy, useEffect, useState, type FormEvent } from 'react';
import { ApiError, api, call, describeError, ok, onOfflineChange, setCsrfToken } from './api/http';
import { useLiveUpdates } from './live';
import { useServiceWorker } from './install';
import { useSession, useSignedIn, useSignOut, type SessionInfo } from './session';
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

const PAGES: Array<[string, string]> = [
  ['time', 'Time'],
  ['reports', 'Reports'],
  ['sessions', 'Work sessions'],
  ['catalog', 'Catalog'],
  ['import', 'Import'],
  ['settings', 'Settings'],
];

export function App() {
  const session = useSession();
  const signedInAs = useSignedIn();
  const signOut = useSignOut();
  useServiceWorker();
  useTheme();
  const offline = useServerOffline();
  const browserOffline = useBrowserOffline();
  const signedIn = !!session.data;
  useLiveUpdates(signedIn);
  const [route, go] = useRoute();

  return (
    <>
      <a
        className="skip"
        href="#content"
        onClick={(event) => {
          event.preventDefault();
          const target = document.getElementById('content');
          target?.focus();
          target?.scrollIntoView();
        }}
      >
        Skip to content
      </a>
      {offline && (
        <div className="offline" role="alert">
          You are offline. The timer’s starts and stops are sent when the server answers again; other changes stay on screen to retry.
        </div>
      )}
      {session.isPending ? (
        browserOffline ? (
          <main className="auth" id="content" tabIndex={-1}>
            <p className="product">{PRODUCT}</p>
            <p role="status">You are offline. Your entries load when the connection returns.</p>
          </main>
        ) : (
          <p className="loading">Loading…</p>
        )
      ) : session.isError ? (
        <main className="auth" id="content" tabIndex={-1}>
          <p className="product">{PRODUCT}</p>
          <ErrorText error={describeError(session.error)} />
        </main>
      ) : !session.data ? (
        <SignIn
          mode={route === 'signup' ? 'up' : 'in'}
          setMode={(mode) => go(mode === 'up' ? 'signup' : 'signin')}
          onSignedIn={(info) => {
            signedInAs(info);
            if (route === 'signup' || route === 'signin') go('time', true);
          }}
        />
      ) : (
        <SignedIn session={session.data} route={route} go={go} signOut={signOut} />
      )}
    </>
  );
}

/** The API client's view: a request could not reach the server (it is retried). */
function useServerOffline(): boolean {
  const [offline, setOffline] = useState(false);
  useEffect(() => onOfflineChange(setOffline), []);
  return offline;
}

/** The browser's view (navigator.onLine), kept current by its online and offline events. */
function useBrowserOffline(): boolean {
  const [browserOffline, setBrowserOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => {
    const update = () => setBrowserOffline(!navigator.onLine);
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return browserOffline;
}

/** The signed-in shell: the header with the main navigation, the timer, and the page of the route. */
function SignedIn({
  session,
  route,
  go,
  signOut,
}: {
  session: SessionInfo;
  route: string;
  go: (path: string) => void;
  signOut: () => Promise<void>;
}) {
  const admin = !!session.admin;
  const pages = admin ? [...PAGES, ['admin', 'Admin'] as [string, string], ['accounts', 'Accounts'] as [string, string]] : PAGES;
  return (
    <>
      <header className="top">
        <strong className="brand">{PRODUCT}</strong>
        <nav aria-label="Main">
          {pages.map(([path, title]) => (
            <a
              key={path}
              href={`/web/${path}`}
              aria-current={route === path ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                go(path);
              }}
            >
              {title}
            </a>
          ))}
        </nav>
        <span className="who">{session.email}</span>
        <button type="button" className="plain" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <Timer page={pages.find(([path]) => path === route)?.[1] ?? 'Time'} />
      <main id="content" tabIndex={-1}>
        <Page session={session} route={route} signOut={signOut} />
      </main>
    </>
  );
}

function Page({ session, route, signOut }: { session: SessionInfo; route: string; signOut: () => Promise<void> }) {
  switch (route) {
    case 'admin':
      return (
        <section aria-labelledby="admin-page-title">
          <h1 id="admin-page-title">Admin</h1>
          {session.admin ? <AdminSettings /> : <p role="alert">The admin pages are for administrators. Your account is not one.</p>}
        </section>
      );
    case 'reports':
      return <Reports />;
    case 'sessions':
      return <Sessions />;
    case 'catalog':
      return <Catalog />;
    case 'import':
      return (
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <ImportWizard />
        </Suspense>
      );
    case 'accounts':
      if (session.admin) return <Accounts ownerId={session.ownerId} />;
      break;
    case 'settings':
      return <Settings session={session} onSignedOut={() => void signOut()} />;
  }
  return <TimeView />;
}

function SignIn({
  onSignedIn,
  mode,
  setMode,
}: {
  onSignedIn: (info: SessionInfo) => void;
  mode: 'in' | 'up';
  setMode: (mode: 'in' | 'up') => void;
}) {
  // The zone the browser is in is offered at sign-up (day totals and reports are read in it).
  const [zone, setZone] = useState(() => {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      return 'UTC';
    }
  });
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

  const title = secondStep ? 'Two-factor sign-in' : mode === 'in' ? 'Sign in' : 'Create your account';
  useEffect(() => {
    document.title = `${title} · ${PRODUCT}`;
    return () => {
      document.title = PRODUCT;
    };
  }, [title]);

  if (secondStep)
    return (
      <SecondFactor
        email={email}
        password={password}
        onSignedIn={onSignedIn}
        onCancel={() => {
          setSecondStep(false);
          setPassword('');
        }}
      />
    );

  return (
    <main className="auth" id="content" tabIndex={-1}>
      <p className="product">
        {PRODUCT}
        <span> · exact time tracking</span>
      </p>
      <h1>{mode === 'in' ? 'Sign in' : 'Create your account'}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate={false}>
        <label>
          Email <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password{' '}
          <input
            type="password"
            autoComplete={mode === 'in' ? 'current-password' : 'new-password'}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {mode === 'up' && (
          <label>
            Time zone{' '}
            <select value={zone} onChange={(e) => setZone(e.target.value)}>
              {(zones().includes(zone) ? zones() : [zone, ...zones()]).map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </select>
            <span className="hint">From your browser. Days and reports are counted in this zone; you can change it in Settings.</span>
          </label>
        )}
        <ErrorText error={error} />
        <button type="submit" className="primary" disabled={busy}>
          {mode === 'in' ? 'Sign in' : 'Sign up'}
        </button>
      </form>
      <p>
        {mode === 'in' ? 'New here? ' : 'Have an account? '}
        <a
          className="link"
          href={mode === 'in' ? '/web/signup' : '/web/signin'}
          onClick={(e) => {
            e.preventDefault();
            setMode(mode === 'in' ? 'up' : 'in');
            setError(null);
          }}
        >
          {mode === 'in' ? 'Create an account' : 'Sign in'}
        </a>
      </p>
    </main>
  );
}
