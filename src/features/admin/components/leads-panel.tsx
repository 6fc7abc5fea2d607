// Lead management (areas §2.10, §4): leads newest first with a status dropdown that an admin may
// set to any value at any time, search and a status filter; the waitlist sign-ups beside them.
import { useCallback, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { LEAD_STATUSES, countByStatus, filterLeads, type LeadStatus } from '../../../domain/admin-users';
import { fetchLeads, fetchWaitlist, updateLeadStatus, type Lead, type WaitlistSignup } from '../admin-api';
import { useLiveServerQuery } from '../hooks/use-live-server-query';
import { CardTable, TD } from '../../../components/ui/card-table';
import { AdminSection, ServerState, formatDate } from './server-state';

const STATUS_LABEL: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  converted: 'Converted',
};

function StatusOptions() {
  return LEAD_STATUSES.map((s) => (
    <option key={s} value={s}>
      {STATUS_LABEL[s]}
    </option>
  ));
}

const CONTROL = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm';

export function LeadsPanel() {
  const leads = useLiveServerQuery(fetchLeads, ['leads'], (e) => {
    console.error('Leads load failed:', e);
    toast.error('Failed to load leads', 'admin-load-leads');
  });
  const waitlist = useLiveServerQuery(fetchWaitlist, ['waitlist_signups'], (e) => {
    console.error('Waitlist load failed:', e);
    toast.error('Failed to load data', 'admin-load-waitlist');
  });
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <AdminSection
        id="leads"
        title="Lead Management"
        description="Requests for early access, newest first. Set a status as you follow up."
        className="xl:col-span-2"
      >
        <ServerState state={leads} loading="Loading leads" failed="Failed to load leads" what="the lead list">
          {(rows) => <LeadsTable leads={rows} />}
        </ServerState>
      </AdminSection>
      <AdminSection id="waitlist" title="Waitlist" description="Sign-ups from the landing and early-access pages.">
        <ServerState state={waitlist} loading="Loading the waitlist" failed="Failed to load data" what="the waitlist">
          {(rows) => <WaitlistList signups={rows} />}
        </ServerState>
      </AdminSection>
    </div>
  );
}

function LeadsTable({ leads }: { leads: readonly Lead[] }) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [busy, setBusy] = useState<string | null>(null);
  const shown = filterLeads(leads, query, status);
  const counts = countByStatus(leads);

  const change = useCallback(async (lead: Lead, next: LeadStatus) => {
    setBusy(lead.id);
    const result = await updateLeadStatus(lead.id, next);
    setBusy(null);
    if (result.ok) toast.success('Lead status updated');
    else {
      console.error('Lead status update failed:', result.reason);
      toast.error('Failed to update lead status');
    }
  }, []);

  if (leads.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No leads yet. Requests sent from the Request Early Access form on the public site appear here.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {LEAD_STATUSES.map((s) => `${counts[s]} ${STATUS_LABEL[s].toLowerCase()}`).join(' · ')}
      </p>
      <div className="flex flex-wrap gap-3">
        <label className="flex-1">
          <span className="sr-only">Search leads</span>
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search name, email, company or message"
            className={`${CONTROL} w-full`}
          />
        </label>
        <label>
          <span className="sr-only">Filter by status</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as LeadStatus | '')} className={CONTROL}>
            <option value="">All statuses</option>
            <StatusOptions />
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">No leads match this search.</p>
      ) : (
        <CardTable testId="leads-table" columns={['Lead', 'Details', 'Received', 'Status']}>
          {shown.map((lead) => (
            <tr key={lead.id} data-lead-email={lead.email}>
              <td className={TD} data-label="Lead">
                <p className="inline font-medium text-slate-900 sm:block">{lead.name}</p>
                <a href={`mailto:${lead.email}`} className="block text-xs text-brand-700 underline">
                  {lead.email}
                </a>
                {lead.phone ? <p className="text-xs text-slate-600">{lead.phone}</p> : null}
                {lead.company ? <p className="text-xs text-slate-600">{lead.company}</p> : null}
              </td>
              <td className={`${TD} text-xs text-slate-700 sm:max-w-xs`} data-label="Details">
                {[lead.needs, lead.budget, lead.timeline, lead.authority].filter(Boolean).join(' · ') || null}
                {lead.message ? <p className="mt-1 line-clamp-3">{lead.message}</p> : null}
              </td>
              <td className={`${TD} whitespace-nowrap`} data-label="Received">
                {formatDate(lead.created_at)}
              </td>
              <td className={TD} data-label="Status">
                <label>
                  <span className="sr-only">Status of {lead.name}</span>
                  <select
                    value={lead.status}
                    disabled={busy === lead.id}
                    onChange={(e) => void change(lead, e.target.value as LeadStatus)}
                    className={CONTROL}
                  >
                    <StatusOptions />
                  </select>
                </label>
              </td>
            </tr>
          ))}
        </CardTable>
      )}
    </div>
  );
}

function WaitlistList({ signups }: { signups: readonly WaitlistSignup[] }) {
  if (signups.length === 0) {
    return <p className="text-sm text-slate-600">Nobody has joined the waitlist yet.</p>;
  }
  return (
    <div>
      <p className="text-sm text-slate-700">
        {signups.length} {signups.length === 1 ? 'person' : 'people'} waiting
      </p>
      <ul className="mt-3 divide-y divide-slate-100 text-sm" data-testid="waitlist">
        {signups.map((s) => {
          const name = [s.first_name, s.last_name].filter(Boolean).join(' ');
          return (
            <li key={s.id} className="py-2">
              <p className="font-medium break-all text-slate-900">{name || s.email}</p>
              {name ? <p className="text-xs break-all text-slate-600">{s.email}</p> : null}
              <p className="text-xs text-slate-500">
                {formatDate(s.created_at)}
                {s.source ? ` · from ${s.source}` : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
