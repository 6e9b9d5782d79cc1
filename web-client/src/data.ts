import { useQuery, type QueryClient } from '@tanstack/react-query';
import { allPages, api, ok, type Activity, type Client, type Label, type Project, type Rate, type Task } from './api/http';

export const keys = {
  me: ['me'] as const,
  active: ['active'] as const,
  clients: ['clients'] as const,
  projects: ['projects'] as const,
  tasks: ['tasks'] as const,
  labels: ['labels'] as const,
  activities: ['activities'] as const,
  reports: ['reports'] as const,
  sessions: ['sessions'] as const,
  tokens: ['tokens'] as const,
  rates: ['rates'] as const,
};

export function useMe() {
  return useQuery({ queryKey: keys.me, queryFn: async () => ok(api.GET('/api/v1/me')) });
}

/** The reporting zone every local date and time on screen is in. */
export function useZone(): string {
  return useMe().data?.data.zoneId ?? 'UTC';
}

export function useActive() {
  return useQuery({
    queryKey: keys.active,
    queryFn: async (): Promise<{ activity: Activity; etag: string | null } | null> => {
      const result = await ok(api.GET('/api/v1/activities/active'));
      return result.response.status === 204 ? null : { activity: result.data as Activity, etag: result.etag };
    },
  });
}

export function useClients() {
  return useQuery({
    queryKey: keys.clients,
    queryFn: () =>
      allPages<Client>(async (cursor) => (await ok(api.GET('/api/v1/clients', { params: { query: { limit: 200, cursor } } }))).data),
  });
}
export function useProjects() {
  return useQuery({
    queryKey: keys.projects,
    queryFn: () =>
      allPages<Project>(async (cursor) => (await ok(api.GET('/api/v1/projects', { params: { query: { limit: 200, cursor } } }))).data),
  });
}
export function useTasks() {
  return useQuery({
    queryKey: keys.tasks,
    queryFn: () =>
      allPages<Task>(async (cursor) => (await ok(api.GET('/api/v1/tasks', { params: { query: { limit: 200, cursor } } }))).data),
  });
}
export function useLabels() {
  return useQuery({
    queryKey: keys.labels,
    queryFn: () =>
      allPages<Label>(async (cursor) => (await ok(api.GET('/api/v1/labels', { params: { query: { limit: 200, cursor } } }))).data),
  });
}

/** Every rate of the owner (all scopes): one small list, filtered by scope on screen. */
export function useRates() {
  return useQuery({
    queryKey: keys.rates,
    queryFn: () =>
      allPages<Rate>(async (cursor) => (await ok(api.GET('/api/v1/rates', { params: { query: { limit: 200, cursor } } }))).data),
  });
}

/** The billable flag a new entry takes when it does not say: its project's default (a task brings its project). */
export function billableDefault(
  taskId: string | null,
  projectId: string | null,
  tasks: Task[] | undefined,
  projects: Project[] | undefined,
): { billable: boolean; project: Project | undefined } {
  const project = projects?.find((p) => p.id === (taskId ? (tasks?.find((t) => t.id === taskId)?.projectId ?? null) : projectId));
  return { billable: project?.billableByDefault === true, project };
}

export function useActivities(from: string, to: string) {
  return useQuery({
    queryKey: [...keys.activities, from, to],
    queryFn: () =>
      allPages<Activity>(
        async (cursor) => (await ok(api.GET('/api/v1/activities', { params: { query: { from, to, limit: 200, cursor } } }))).data,
      ),
  });
}

/** Which cached views an entity type of the change feed can affect. */
const affected: Record<string, ReadonlyArray<readonly string[]>> = {
  client: [keys.clients, keys.projects, keys.sessions],
  project: [keys.projects, keys.tasks, keys.activities, keys.reports],
  task: [keys.tasks, keys.activities, keys.active, keys.reports],
  label: [keys.labels, keys.activities],
  activity: [keys.activities, keys.active, keys.reports, keys.sessions],
  workSession: [keys.sessions],
  profile: [keys.me, keys.activities, keys.reports],
  rate: [keys.rates, keys.reports],
};

export function invalidateFor(queryClient: QueryClient, entityTypes: Iterable<string>): void {
  const roots = new Set<string>();
  for (const type of entityTypes) for (const key of affected[type] ?? []) roots.add(key[0]);
  for (const root of roots) void queryClient.invalidateQueries({ queryKey: [root] });
}

export function taskLabel(task: Task | undefined, projects: Project[] | undefined): string {
  if (!task) return '(no task)';
  const project = projects?.find((p) => p.id === task.projectId);
  return project ? `${task.summary} · ${project.name}` : task.summary;
}

/** Archived catalog records stay readable everywhere but are left out of pickers. */
export const isArchived = (record: object): boolean => (record as { archived?: boolean }).archived === true;

/** What a row or the timer calls an activity: its task, else its project, else its summary. */
export function activityName(
  activity: { taskId: string | null; projectId: string | null; summary: string | null },
  tasks: Task[] | undefined,
  projects: Project[] | undefined,
): string {
  if (activity.taskId)
    return taskLabel(
      tasks?.find((t) => t.id === activity.taskId),
      projects,
    );
  const project = activity.projectId ? projects?.find((p) => p.id === activity.projectId) : undefined;
  if (project) return project.name;
  return activity.summary ?? '(no task)';
}
