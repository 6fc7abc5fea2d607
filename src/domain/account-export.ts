// "Export my data" (spec areas §2.8, §3, §7): one JSON file with the user's profile, stories and
// clients and the moment it was made. Pure: the settings page hands in the mirror's rows and the
// clock. Which rows are the user's: stories they wrote or that are about their own client record;
// clients they coach or that are their own record. Tombstones and sync bookkeeping stay out.

export interface ExportProfileInput {
  id: string;
  name: string | null;
  email: string | null;
  role: string;
  created_at: string;
  updated_at: string;
}

export interface ExportStoryInput {
  id: string;
  title: string;
  description: string | null;
  framework_type: string;
  status: string;
  content: unknown;
  generated_content: string | null;
  generation_engine: string | null;
  user_id: string | null;
  client_id: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface ExportClientInput {
  id: string;
  name: string;
  email: string | null;
  company: string | null;
  pronouns?: string | null;
  coach_id: string | null;
  user_id: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface AccountExport {
  profile: {
    id: string;
    name: string | null;
    email: string | null;
    role: string;
    created_at: string;
    updated_at: string;
  };
  stories: {
    id: string;
    title: string;
    description: string | null;
    framework_type: string;
    status: string;
    content: unknown;
    generated_content: string | null;
    generation_engine: string | null;
    client_id: string | null;
    created_at: string;
    updated_at: string;
  }[];
  clients: {
    id: string;
    name: string;
    email: string | null;
    company: string | null;
    pronouns: string | null;
    coach_id: string | null;
    user_id: string | null;
    created_at: string;
    updated_at: string;
  }[];
  exportDate: string;
}

/** The user's own clients: those they coach and their own client record(s). */
export function ownClients<C extends ExportClientInput>(userId: string, clients: readonly C[]): C[] {
  return clients.filter((c) => !c.deleted_at && (c.coach_id === userId || c.user_id === userId));
}

/** The user's stories: written by them, or about their own client record. */
export function ownStories<S extends ExportStoryInput>(
  userId: string,
  stories: readonly S[],
  clients: readonly ExportClientInput[],
): S[] {
  const ownRecords = new Set(clients.filter((c) => c.user_id === userId && !c.deleted_at).map((c) => c.id));
  return stories.filter(
    (s) => !s.deleted_at && (s.user_id === userId || (s.client_id !== null && ownRecords.has(s.client_id))),
  );
}

const byCreated = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

export function buildAccountExport(
  profile: ExportProfileInput,
  stories: readonly ExportStoryInput[],
  clients: readonly ExportClientInput[],
  now: Date,
): AccountExport {
  return {
    profile: {
      id: profile.id,
      name: profile.name,
      email: profile.email,
      role: profile.role,
      created_at: profile.created_at,
      updated_at: profile.updated_at,
    },
    stories: ownStories(profile.id, stories, clients)
      .sort(byCreated)
      .map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        framework_type: s.framework_type,
        status: s.status,
        content: s.content,
        generated_content: s.generated_content,
        generation_engine: s.generation_engine,
        client_id: s.client_id,
        created_at: s.created_at,
        updated_at: s.updated_at,
      })),
    clients: ownClients(profile.id, clients)
      .sort(byCreated)
      .map((c) => ({
        id: c.id,
        name: c.name,
        email: c.email,
        company: c.company,
        pronouns: c.pronouns ?? null,
        coach_id: c.coach_id,
        user_id: c.user_id,
        created_at: c.created_at,
        updated_at: c.updated_at,
      })),
    exportDate: now.toISOString(),
  };
}

/** storystack-data-{user id}-{YYYY-MM-DD}.json, the date in UTC like exportDate. */
export function exportFileName(userId: string, now: Date): string {
  return `storystack-data-${userId}-${now.toISOString().slice(0, 10)}.json`;
}

/** Counts for the data summary: the same rows the export holds. */
export function dataSummary(
  userId: string,
  stories: readonly ExportStoryInput[],
  clients: readonly ExportClientInput[],
): { stories: number; published: number; clients: number } {
  const mine = ownStories(userId, stories, clients);
  return {
    stories: mine.length,
    published: mine.filter((s) => s.status === 'published').length,
    clients: ownClients(userId, clients).length,
  };
}
