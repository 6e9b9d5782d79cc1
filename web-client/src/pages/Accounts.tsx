import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, describeError } from '../api/http';
import { useZone } from '../data';
import { dateTime } from '../time';
import { ErrorText } from '../ui';

interface AccountRow {
  id: string;
  version: number;
  email: string;
  admin: boolean;
  disabled: boolean;
  twoFactor: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}
interface AccountPage {
  items: AccountRow[];
  nextCursor: string | null;
}

type Change = { account: AccountRow; admin: boolean; disabled: boolean; label: string };

/** A date and time in the administrator's reporting zone, as every time on screen is (not the browser's zone). */
const when = (instant: string | null, zone: string) => (instant ? dateTime(instant, zone) : 'never');

/** Administrators: every account, searchable; promote, demote, disable and enable, each with the password. */
export function Accounts({ ownerId }: { ownerId: string }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [pending, setPending] = useState<Change | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const accounts = useAccounts(q);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      const path = `/api/v1/admin/accounts/${pending.account.id}`;
      const current = await call<AccountRow>('GET', path);
      await call('PUT', path, {
        body: { admin: pending.admin, disabled: pending.disabled, currentPassword: password },
        headers: { 'If-Match': current.etag ?? '' },
      });
      const email = pending.account.email;
      setMessage(
        pending.disabled !== pending.account.disabled
          ? pending.disabled
            ? `${email} is disabled: its sessions have ended and its tokens no longer work.`
            : `${email} is enabled again and can sign in.`
          : pending.admin
            ? `${email} is now an administrator.`
            : `${email} is no longer an administrator.`,
      );
      setPending(null);
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: ['admin-accounts'] });
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  const ask = (account: AccountRow, change: Omit<Change, 'account'>) => {
    setPending({ account, ...change });
    setPassword('');
    setError(null);
    setMessage(null);
  };

  return (
    <section aria-labelledby="accounts-title">
      <h1 id="accounts-title">Accounts</h1>
      <p>
        Everyone with an account on this server. Administrators change settings and accounts; they see no one else's data. A disabled
        account cannot sign in, its sessions end and its tokens stop working; its data stays. Someone who lost both the authenticator and
        the recovery codes gets two-factor sign-in turned off on the server: <code>npm run cli -- reset-two-factor --email …</code>
      </p>
      <form
        className="inline"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(search.trim());
        }}
      >
        <input
          aria-label="Search accounts by email"
          placeholder="Part of an email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button type="submit">Search</button>
      </form>
      {pending && (
        <form className="card" aria-label="Confirm account change" onSubmit={(event) => void apply(event)}>
          <p>
            <strong>{pending.label}</strong> {pending.account.email}? Confirm with your own password.
          </p>
          <label>
            Your password{' '}
            <input
              type="password"
              autoComplete="current-password"
              required
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <div className="inline">
            <button type="submit" disabled={busy}>
              {pending.label}
            </button>
            <button type="button" className="plain" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {message && <p role="status">{message}</p>}
      <ErrorText error={error ?? (accounts.isError ? describeError(accounts.error) : null)} />
      {accounts.isPending ? (
        <p className="loading">Loading…</p>
      ) : (
        <div className="card">
          {(accounts.data ?? []).length === 0 ? (
            <p className="empty">{q ? `No account’s email contains “${q}”.` : 'No accounts.'}</p>
          ) : (
            <ul className="list" aria-label="Accounts">
              {(accounts.data ?? []).map((account) => (
                <AccountItem key={account.id} account={account} self={account.id === ownerId} onAsk={ask} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/** Every account whose email contains q (all pages, up to 50 × 500). */
function useAccounts(q: string) {
  return useQuery({
    queryKey: ['admin-accounts', q],
    queryFn: async () => {
      const items: AccountRow[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 50; i++) {
        const params = new URLSearchParams({ limit: '500' });
        if (q) params.set('q', q);
        if (cursor) params.set('cursor', cursor);
        const { data } = await call<AccountPage>('GET', `/api/v1/admin/accounts?${params}`);
        items.push(...data.items);
        cursor = data.nextCursor;
        if (!cursor) break;
      }
      return items;
    },
  });
}

/** One account: its role and state, and (not for one's own) the changes an administrator may ask for. */
function AccountItem({
  account,
  self,
  onAsk,
}: {
  account: AccountRow;
  self: boolean;
  onAsk: (account: AccountRow, change: Omit<Change, 'account'>) => void;
}) {
  const zone = useZone();
  return (
    <li className={`row${account.disabled ? ' archived' : ''}`}>
      <span className="row-main">
        <span className="name">
          {account.email}
          {self && ' (you)'}
        </span>
        <span>
          {account.admin ? 'administrator' : 'member'}
          {account.twoFactor ? ' · two-factor on' : ''}
        </span>
        {account.disabled && <span className="badge">disabled</span>}
        <span className="muted">last sign-in {when(account.lastSignInAt, zone)}</span>
      </span>
      {!self && (
        <span className="row-actions">
          <button
            type="button"
            onClick={() =>
              onAsk(account, { admin: !account.admin, disabled: account.disabled, label: account.admin ? 'Demote' : 'Promote' })
            }
            aria-label={`${account.admin ? 'Demote' : 'Promote'} ${account.email}`}
          >
            {account.admin ? 'Demote' : 'Promote'}
          </button>
          <button
            type="button"
            onClick={() =>
              onAsk(account, { admin: account.admin, disabled: !account.disabled, label: account.disabled ? 'Enable' : 'Disable' })
            }
            aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.email}`}
          >
            {account.disabled ? 'Enable' : 'Disable'}
          </button>
        </span>
      )}
    </li>
  );
}
