import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, ConflictError, api, call, describeError, ok, versionedWrite, type Schemas, type Task } from '../api/http';
import { isArchived, keys, useClients, useLabels, useProjects, useTasks } from '../data';
import { Confirm, ErrorText } from '../ui';
import { RateHistory, RatesButton, type Scope } from './Rates';

const ICONS: Array<Schemas['ProjectIcon']> = [
  'briefcase',
  'code',
  'bug',
  'book',
  'chart',
  'calendar',
  'cloud',
  'database',
  'design',
  'flask',
  'globe',
  'heart',
  'home',
  'lightbulb',
  'megaphone',
  'rocket',
  'shield',
  'star',
  'tools',
  'users',
];
// Symbols every system font has (no emoji font, no icon font download): the name is the accessible label.
export const ICON_GLYPH: Record<string, string> = {
  briefcase: '▰',
  code: '⌨',
  bug: '☣',
  book: '☰',
  chart: '▥',
  calendar: '▦',
  cloud: '☁',
  database: '◫',
  design: '✎',
  flask: '⚗',
  globe: '◍',
  heart: '♥',
  home: '⌂',
  lightbulb: '☀',
  megaphone: '☏',
  rocket: '✈',
  shield: '◈',
  star: '★',
  tools: '⚒',
  users: '☺',
};

function explain(error: unknown, what: string): string {
  if (error instanceof ConflictError) return `${what} changed elsewhere; reload and try again.`;
  if (error instanceof ApiError && error.status === 409 && error.code === 'IN_USE')
    return `${what} is still in use, so it was not deleted. ${error.problem.detail ?? ''}`.trim();
  return describeError(error);
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (...roots: ReadonlyArray<readonly string[]>) => roots.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
}

/**
 * A catalog row: its content, Edit (every editable field), Archive/Unarchive where the server
 * knows the flag, and Delete after a confirmation.
 */
function Row({
  children,
  onDelete,
  name,
  edit,
  archived,
  onArchive,
  rates,
  after,
}: {
  children: ReactNode;
  /** Shown under the row's line (a form the row opened). */
  after?: ReactNode;
  onDelete: () => Promise<void>;
  name: string;
  edit?: (close: () => void) => ReactNode;
  archived?: boolean;
  onArchive?: (archived: boolean) => Promise<void>;
  /** The record's own hourly rates (clients, projects, tasks). */
  rates?: Scope;
}) {
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [ratesOpen, setRatesOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(explain(failure, name));
    }
  };
  return (
    <li className={`row${archived ? ' archived' : ''}`}>
      <span className="row-main">
        {children}
        {archived && <span className="badge">archived</span>}
      </span>
      <span className="row-actions">
        {rates && <RatesButton scope={rates} name={name} open={ratesOpen} onToggle={() => setRatesOpen(!ratesOpen)} />}
        {edit && (
          <button type="button" className="plain" aria-expanded={editing} aria-label={`Edit ${name}`} onClick={() => setEditing(!editing)}>
            Edit
          </button>
        )}
        {onArchive && archived !== undefined && (
          <button
            type="button"
            className="plain"
            aria-label={`${archived ? 'Unarchive' : 'Archive'} ${name}`}
            title={archived ? 'Offer it in pickers again' : 'Hide it from pickers; its time stays in reports'}
            onClick={() => void run(() => onArchive(!archived))}
          >
            {archived ? 'Unarchive' : 'Archive'}
          </button>
        )}
        <button type="button" className="plain danger" aria-label={`Delete ${name}`} onClick={() => setConfirming(true)}>
          Delete
        </button>
      </span>
      {after}
      {confirming && (
        <Confirm
          text={`Delete ${name}?`}
          action="Delete"
          onConfirm={() => {
            setConfirming(false);
            void run(onDelete);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
      {editing && edit?.(() => setEditing(false))}
      {rates && ratesOpen && <RateHistory scope={rates} name={name} />}
      <ErrorText error={error} />
    </li>
  );
}

/** The archived flag, sent only to a server whose records carry it. */
const archiveBody = (record: object, archived?: boolean): { archived?: boolean } =>
  'archived' in record ? { archived: archived ?? (record as { archived: boolean }).archived } : {};

/** An inline form with every editable field of a record; Save writes with the version the user saw. */
function EditForm({
  title,
  onSave,
  close,
  children,
}: {
  title: string;
  onSave: () => Promise<void>;
  close: () => void;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      await onSave();
      close();
    } catch (failure) {
      setError(explain(failure, title));
    }
  };
  return (
    <form
      className="inline edit-record"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {children}
      <button type="submit" className="primary">
        Save
      </button>
      <button type="button" onClick={close}>
        Cancel
      </button>
      <ErrorText error={error} />
    </form>
  );
}

/** Rename in place: the text becomes an input; Enter saves with the version the user saw. */
function InlineName({ value, label, onSave }: { value: string; label: string; onSave: (next: string) => Promise<void> }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async (next: string) => {
    try {
      await onSave(next);
      setEditing(null);
      setError(null);
    } catch (failure) {
      setError(explain(failure, label));
    }
  };
  if (editing === null)
    return (
      <button type="button" className="name plain" aria-label={`Rename ${label}`} onClick={() => setEditing(value)}>
        {value}
      </button>
    );
  return (
    <form
      className="inline"
      onSubmit={(e) => {
        e.preventDefault();
        void save(editing);
      }}
    >
      <input
        aria-label={`New name for ${label}`}
        value={editing}
        autoFocus
        onChange={(e) => setEditing(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
      />
      <button type="submit">Save</button>
      <ErrorText error={error} />
    </form>
  );
}

export function Catalog() {
  return (
    <section aria-labelledby="catalog-title">
      <h1 id="catalog-title">Catalog</h1>
      <div className="grid catalog">
        <Clients />
        <Projects />
        <Tasks />
        <Labels />
      </div>
    </section>
  );
}

function Clients() {
  const clients = useClients();
  const refresh = useRefresh();
  const [name, setName] = useState('');
  const [color, setColor] = useState('#3366cc');
  const [error, setError] = useState<string | null>(null);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await ok(api.POST('/api/v1/clients', { body: { name, color } }));
      setName('');
      setError(null);
      refresh(keys.clients);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  return (
    <section className="card" aria-labelledby="clients-title">
      <h2 id="clients-title">Clients</h2>
      <form onSubmit={(event) => void create(event)} className="inline">
        <input aria-label="Client name" placeholder="New client" required value={name} onChange={(e) => setName(e.target.value)} />
        <input aria-label="Client colour" type="color" value={color} onChange={(e) => setColor(e.target.value)} />
        <button type="submit">Add client</button>
      </form>
      <ErrorText error={error} />
      <ul className="list">
        {clients.data?.map((client) => (
          <Row
            key={client.id}
            name={client.name}
            onDelete={async () => {
              await versionedWrite('DELETE', `/api/v1/clients/${client.id}`, client.version);
              refresh(keys.clients);
            }}
            archived={'archived' in client ? isArchived(client) : undefined}
            onArchive={async (archived) => {
              await versionedWrite('PUT', `/api/v1/clients/${client.id}`, client.version, {
                name: client.name,
                color: client.color,
                ...archiveBody(client, archived),
              });
              refresh(keys.clients);
            }}
            edit={(close) => <ClientEdit client={client} close={close} />}
            rates={{ clientId: client.id, projectId: null, taskId: null }}
          >
            <span className="swatch" style={{ background: client.color }} />
            <InlineName
              value={client.name}
              label={client.name}
              onSave={async (next) => {
                await versionedWrite('PUT', `/api/v1/clients/${client.id}`, client.version, {
                  name: next,
                  color: client.color,
                  ...archiveBody(client),
                });
                refresh(keys.clients);
              }}
            />
          </Row>
        ))}
      </ul>
    </section>
  );
}

function ClientEdit({ client, close }: { client: Schemas['ClientResponse']; close: () => void }) {
  const refresh = useRefresh();
  const [name, setName] = useState(client.name);
  const [color, setColor] = useState(client.color);
  return (
    <EditForm
      title={`Edit client ${client.name}`}
      close={close}
      onSave={async () => {
        await versionedWrite('PUT', `/api/v1/clients/${client.id}`, client.version, { name, color, ...archiveBody(client) });
        refresh(keys.clients);
      }}
    >
      <label>
        Name <input required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Colour <input type="color" value={color} onChange={(e) => setColor(e.target.value)} />
      </label>
    </EditForm>
  );
}

function ProjectEdit({ project, close }: { project: Schemas['ProjectResponse']; close: () => void }) {
  const refresh = useRefresh();
  const clients = useClients();
  const [name, setName] = useState(project.name);
  const [clientId, setClientId] = useState(project.clientId);
  const [icon, setIcon] = useState<string>(project.icon ?? '');
  const [billable, setBillable] = useState(project.billableByDefault);
  return (
    <EditForm
      title={`Edit project ${project.name}`}
      close={close}
      onSave={async () => {
        await versionedWrite('PUT', `/api/v1/projects/${project.id}`, project.version, {
          name,
          clientId,
          icon: icon || null,
          billableByDefault: billable,
          ...archiveBody(project),
        });
        refresh(keys.projects, keys.tasks);
      }}
    >
      <label>
        Name <input required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Client{' '}
        <select value={clientId} onChange={(e) => setClientId(e.target.value)}>
          {clients.data
            ?.filter((c) => !isArchived(c) || c.id === project.clientId)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
        </select>
      </label>
      <label>
        Icon{' '}
        <select value={icon} onChange={(e) => setIcon(e.target.value)}>
          <option value="">(no icon)</option>
          {ICONS.map((i) => (
            <option key={i} value={i}>
              {ICON_GLYPH[i]} {i}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={billable} onChange={(e) => setBillable(e.target.checked)} /> Billable by default
      </label>
    </EditForm>
  );
}

function TaskEdit({ task, close }: { task: Task; close: () => void }) {
  const refresh = useRefresh();
  const projects = useProjects();
  const tasks = useTasks();
  const [summary, setSummary] = useState(task.summary);
  const [url, setUrl] = useState(task.url ?? '');
  const [projectId, setProjectId] = useState(task.projectId ?? '');
  const [parentTaskId, setParent] = useState(task.parentTaskId ?? '');
  const parent = tasks.data?.find((t) => t.id === parentTaskId);
  return (
    <EditForm
      title={`Edit task ${task.summary}`}
      close={close}
      onSave={async () => {
        await versionedWrite('PUT', `/api/v1/tasks/${task.id}`, task.version, {
          summary,
          url: url.trim() || null,
          projectId: parent ? parent.projectId : projectId || null,
          parentTaskId: parentTaskId || null,
          ...archiveBody(task),
        });
        refresh(keys.tasks, keys.activities);
      }}
    >
      <label>
        Summary <input required value={summary} onChange={(e) => setSummary(e.target.value)} />
      </label>
      <label>
        Project{' '}
        <select value={parent ? (parent.projectId ?? '') : projectId} disabled={!!parent} onChange={(e) => setProjectId(e.target.value)}>
          <option value="">(unassigned)</option>
          {projects.data
            ?.filter((p) => !isArchived(p) || p.id === task.projectId)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </select>
      </label>
      <label>
        Parent task{' '}
        <select value={parentTaskId} onChange={(e) => setParent(e.target.value)}>
          <option value="">(top level)</option>
          {tasks.data
            ?.filter((t) => t.projectId && t.id !== task.id && (!isArchived(t) || t.id === task.parentTaskId))
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.summary}
              </option>
            ))}
        </select>
      </label>
      <label>
        URL <input type="url" value={url} placeholder="https://…" onChange={(e) => setUrl(e.target.value)} />
      </label>
    </EditForm>
  );
}

function LabelEdit({ label, close }: { label: Schemas['LabelResponse']; close: () => void }) {
  const refresh = useRefresh();
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState(label.color ?? '#888888');
  return (
    <EditForm
      title={`Edit label ${label.name}`}
      close={close}
      onSave={async () => {
        await versionedWrite('PUT', `/api/v1/labels/${label.id}`, label.version, { name, color, ...archiveBody(label) });
        refresh(keys.labels, keys.activities);
      }}
    >
      <label>
        Name <input required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Colour <input type="color" value={color} onChange={(e) => setColor(e.target.value)} />
      </label>
    </EditForm>
  );
}

function Projects() {
  const projects = useProjects();
  const clients = useClients();
  const refresh = useRefresh();
  const [name, setName] = useState('');
  const [clientId, setClientId] = useState('');
  const [icon, setIcon] = useState('');
  const [billable, setBillable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Only active clients are offered; the chosen one, else the first of them, is what the select shows and what is used.
  const activeClients = (clients.data ?? []).filter((c) => !isArchived(c));
  const chosenClient = activeClients.find((c) => c.id === clientId)?.id ?? activeClients[0]?.id ?? '';
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const client = chosenClient;
    if (!client) {
      setError(clients.data?.length ? 'Every client is archived: unarchive one or add a client first.' : 'Add a client first.');
      return;
    }
    try {
      await ok(
        api.POST('/api/v1/projects', {
          body: { name, clientId: client, icon: (icon || null) as Schemas['ProjectIcon'] | null, billableByDefault: billable },
        }),
      );
      setName('');
      setBillable(false);
      setError(null);
      refresh(keys.projects);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  return (
    <section className="card" aria-labelledby="projects-title">
      <h2 id="projects-title">Projects</h2>
      <form onSubmit={(event) => void create(event)} className="inline">
        <input aria-label="Project name" placeholder="New project" required value={name} onChange={(e) => setName(e.target.value)} />
        <select aria-label="Project client" value={chosenClient} onChange={(e) => setClientId(e.target.value)}>
          {activeClients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <select aria-label="Project icon" value={icon} onChange={(e) => setIcon(e.target.value)}>
          <option value="">(no icon)</option>
          {ICONS.map((i) => (
            <option key={i} value={i}>
              {ICON_GLYPH[i]} {i}
            </option>
          ))}
        </select>
        <label className="check" title="New time on this project is billable unless the entry says otherwise">
          <input type="checkbox" checked={billable} onChange={(e) => setBillable(e.target.checked)} /> Billable by default
        </label>
        <button type="submit">Add project</button>
      </form>
      <ErrorText error={error} />
      <ul className="list">
        {projects.data?.map((project) => (
          <Row
            key={project.id}
            name={project.name}
            onDelete={async () => {
              await versionedWrite('DELETE', `/api/v1/projects/${project.id}`, project.version);
              refresh(keys.projects);
            }}
            archived={'archived' in project ? isArchived(project) : undefined}
            onArchive={async (archived) => {
              await versionedWrite('PUT', `/api/v1/projects/${project.id}`, project.version, {
                name: project.name,
                clientId: project.clientId,
                icon: project.icon,
                ...archiveBody(project, archived),
              });
              refresh(keys.projects);
            }}
            edit={(close) => <ProjectEdit project={project} close={close} />}
            rates={{ clientId: null, projectId: project.id, taskId: null }}
          >
            <span className="icon" role="img" title={project.icon ?? 'no icon'} aria-label={project.icon ?? 'no icon'}>
              {project.icon ? ICON_GLYPH[project.icon] : '·'}
            </span>
            <InlineName
              value={project.name}
              label={project.name}
              onSave={async (next) => {
                await versionedWrite('PUT', `/api/v1/projects/${project.id}`, project.version, {
                  name: next,
                  clientId: project.clientId,
                  icon: project.icon,
                  ...archiveBody(project),
                });
                refresh(keys.projects);
              }}
            />
            <span className="muted">{clients.data?.find((c) => c.id === project.clientId)?.name}</span>
            {project.billableByDefault && (
              <span className="badge billable" title="New time on this project is billable unless the entry says otherwise">
                billable
              </span>
            )}
          </Row>
        ))}
      </ul>
    </section>
  );
}

function Tasks() {
  const tasks = useTasks();
  const projects = useProjects();
  const refresh = useRefresh();
  const [summary, setSummary] = useState('');
  const [projectId, setProjectId] = useState('');
  const [parentTaskId, setParent] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    const parent = tasks.data?.find((t) => t.id === parentTaskId);
    try {
      await ok(
        api.POST('/api/v1/tasks', {
          body: {
            summary,
            url: url.trim() || null,
            projectId: parent ? parent.projectId : projectId || null,
            parentTaskId: parentTaskId || null,
          },
        }),
      );
      setSummary('');
      setUrl('');
      setError(null);
      refresh(keys.tasks);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  const roots = (tasks.data ?? []).filter((t) => !t.parentTaskId || !tasks.data?.some((p) => p.id === t.parentTaskId));
  const children = (id: string) => (tasks.data ?? []).filter((t) => t.parentTaskId === id);
  const render = (task: Task, depth: number): ReactNode => (
    <TaskRow key={task.id} task={task} depth={depth} projectName={projects.data?.find((p) => p.id === task.projectId)?.name}>
      {children(task.id).map((child) => render(child, depth + 1))}
    </TaskRow>
  );
  return (
    <section className="card wide" aria-labelledby="tasks-title">
      <h2 id="tasks-title">Tasks</h2>
      <form onSubmit={(event) => void create(event)} className="inline">
        <input aria-label="Task summary" placeholder="New task" required value={summary} onChange={(e) => setSummary(e.target.value)} />
        <select aria-label="Task project" value={projectId} onChange={(e) => setProjectId(e.target.value)} disabled={!!parentTaskId}>
          <option value="">(unassigned)</option>
          {projects.data
            ?.filter((p) => !isArchived(p))
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </select>
        <select aria-label="Parent task" value={parentTaskId} onChange={(e) => setParent(e.target.value)}>
          <option value="">(top level)</option>
          {tasks.data
            ?.filter((t) => t.projectId)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.summary}
              </option>
            ))}
        </select>
        <input aria-label="Task URL" placeholder="https://… (optional)" type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        <button type="submit">Add task</button>
      </form>
      <ErrorText error={error} />
      <ul className="list">{roots.map((task) => render(task, 0))}</ul>
    </section>
  );
}

function TaskRow({ task, depth, projectName, children }: { task: Task; depth: number; projectName?: string; children: ReactNode }) {
  const refresh = useRefresh();
  const [linking, setLinking] = useState(false);
  const [reference, setReference] = useState({ providerId: '', repositoryId: '', externalId: '' });
  const [error, setError] = useState<string | null>(null);
  const path = `/api/v1/tasks/${task.id}`;
  const link = async (event: FormEvent) => {
    event.preventDefault();
    try {
      // The reference routes are guarded by the task's own ETag.
      const current = await call<Task>('GET', path);
      if (current.data.version !== task.version) throw new ConflictError(current.data);
      await call('PUT', `${path}/external-references`, { body: reference, headers: { 'If-Match': current.etag ?? '' } });
      setLinking(false);
      setError(null);
      refresh(keys.tasks);
    } catch (failure) {
      setError(explain(failure, task.summary));
    }
  };
  const unlink = async (ref: Schemas['ExternalReference']) => {
    try {
      const current = await call('GET', path);
      const query = new URLSearchParams(ref).toString();
      await call('DELETE', `${path}/external-references?${query}`, { headers: { 'If-Match': current.etag ?? '' } });
      refresh(keys.tasks);
    } catch (failure) {
      setError(explain(failure, task.summary));
    }
  };
  return (
    <>
      <Row
        name={task.summary}
        onDelete={async () => {
          await versionedWrite('DELETE', path, task.version);
          refresh(keys.tasks);
        }}
        archived={'archived' in task ? isArchived(task) : undefined}
        onArchive={async (archived) => {
          await versionedWrite('PUT', path, task.version, {
            summary: task.summary,
            url: task.url,
            projectId: task.projectId,
            parentTaskId: task.parentTaskId,
            ...archiveBody(task, archived),
          });
          refresh(keys.tasks);
        }}
        edit={(close) => <TaskEdit task={task} close={close} />}
        rates={{ clientId: null, projectId: null, taskId: task.id }}
        after={
          linking && (
            <form onSubmit={(event) => void link(event)} className="inline" aria-label={`Link ${task.summary} to an issue`}>
              <p className="hint explain">
                A reference ties this task to an issue or ticket in another system: the provider (github, jira, …), the repository or
                project there, and the issue&apos;s ID. Tools that know the issue can then find this task.
              </p>
              <input
                aria-label="Provider"
                placeholder="provider (e.g. github)"
                required
                value={reference.providerId}
                onChange={(e) => setReference({ ...reference, providerId: e.target.value })}
              />
              <input
                aria-label="Repository"
                placeholder="repository"
                required
                value={reference.repositoryId}
                onChange={(e) => setReference({ ...reference, repositoryId: e.target.value })}
              />
              <input
                aria-label="External ID"
                placeholder="issue id"
                required
                value={reference.externalId}
                onChange={(e) => setReference({ ...reference, externalId: e.target.value })}
              />
              <button type="submit">Link</button>
            </form>
          )
        }
      >
        <span style={{ paddingLeft: `${depth * 1.2}rem` }} aria-hidden={depth === 0 ? undefined : true}>
          {depth > 0 ? '↳ ' : ''}
        </span>
        <InlineName
          value={task.summary}
          label={task.summary}
          onSave={async (next) => {
            await versionedWrite('PUT', path, task.version, {
              summary: next,
              url: task.url,
              projectId: task.projectId,
              parentTaskId: task.parentTaskId,
              ...archiveBody(task),
            });
            refresh(keys.tasks);
          }}
        />
        <span className="muted">{projectName ?? 'unassigned'}</span>
        {task.url && (
          <a href={task.url} target="_blank" rel="noreferrer noopener">
            link
          </a>
        )}
        {task.externalReferences.map((ref) => (
          <span key={`${ref.providerId}/${ref.repositoryId}/${ref.externalId}`} className="badge">
            {ref.providerId}:{ref.repositoryId}#{ref.externalId}
            <button
              type="button"
              className="plain"
              aria-label={`Unlink ${ref.providerId} ${ref.externalId}`}
              onClick={() => void unlink(ref)}
            >
              ×
            </button>
          </span>
        ))}
        <button
          type="button"
          className="plain"
          aria-expanded={linking}
          aria-describedby={`ref-help-${task.id}`}
          onClick={() => setLinking(!linking)}
        >
          Link reference
        </button>
        <span id={`ref-help-${task.id}`} className="visually-hidden">
          Connect this task to an issue or ticket elsewhere (for example GitHub issue 42 of acme/site), so integrations and reports can find
          it.
        </span>
        <ErrorText error={error} />
      </Row>
      {children}
    </>
  );
}

function Labels() {
  const labels = useLabels();
  const refresh = useRefresh();
  const [name, setName] = useState('');
  const [color, setColor] = useState('#888888');
  const [error, setError] = useState<string | null>(null);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await ok(api.POST('/api/v1/labels', { body: { name, color } }));
      setName('');
      setError(null);
      refresh(keys.labels);
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  return (
    <section className="card wide labels" aria-labelledby="labels-title">
      <h2 id="labels-title">Labels</h2>
      <form onSubmit={(event) => void create(event)} className="inline">
        <input aria-label="Label name" placeholder="New label" required value={name} onChange={(e) => setName(e.target.value)} />
        <input aria-label="Label colour" type="color" value={color} onChange={(e) => setColor(e.target.value)} />
        <button type="submit">Add label</button>
      </form>
      <ErrorText error={error} />
      <ul className="list">
        {labels.data?.map((label) => (
          <Row
            key={label.id}
            name={label.name}
            onDelete={async () => {
              await versionedWrite('DELETE', `/api/v1/labels/${label.id}`, label.version);
              refresh(keys.labels);
            }}
            archived={'archived' in label ? isArchived(label) : undefined}
            onArchive={async (archived) => {
              await versionedWrite('PUT', `/api/v1/labels/${label.id}`, label.version, {
                name: label.name,
                color: label.color,
                ...archiveBody(label, archived),
              });
              refresh(keys.labels);
            }}
            edit={(close) => <LabelEdit label={label} close={close} />}
          >
            <span className="swatch" style={{ background: label.color ?? 'transparent' }} />
            <InlineName
              value={label.name}
              label={label.name}
              onSave={async (next) => {
                await versionedWrite('PUT', `/api/v1/labels/${label.id}`, label.version, {
                  name: next,
                  color: label.color,
                  ...archiveBody(label),
                });
                refresh(keys.labels);
              }}
            />
          </Row>
        ))}
      </ul>
    </section>
  );
}
