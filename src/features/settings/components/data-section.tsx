// Data: export (spec areas §3, §7: profile, stories, clients, exportDate; a storystack-prefixed
// file with the user id and the date) built from the mirror, so it works offline too, and a
// summary counting the same rows. The device storage card stays here.
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { downloadBlob } from '../../../components/ui/clipboard';
import { StorageUsage } from './storage-usage';
import { toast } from '../../../components/ui/toast-store';
import { useClients, useStories } from '../../../data/mirror/hooks';
import type { ProfileRow } from '../../../data/mirror/types';
import { buildAccountExport, dataSummary, exportFileName } from '../../../domain/account-export';
import { SettingsCard } from './settings-card';

export function DataSection({ profile, isAdmin }: { profile: ProfileRow; isAdmin: boolean }) {
  const stories = useStories();
  const clients = useClients();
  const loading = stories === undefined || clients === undefined;
  const summary = loading ? null : dataSummary(profile.id, stories, clients);

  function exportData() {
    try {
      if (!stories || !clients) throw new Error('Not loaded');
      const now = new Date();
      const file = buildAccountExport(profile, stories, clients, now);
      downloadBlob(
        exportFileName(profile.id, now),
        new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
      );
      toast.success('Data exported successfully');
    } catch {
      toast.error('Failed to export data');
    }
  }

  return (
    <div className="space-y-4">
      <SettingsCard
        title="Export your data"
        intro="A JSON file with your profile, your stories (answers and generated text) and your clients, from this device."
      >
        <dl className="grid grid-cols-3 gap-3 text-center" data-testid="data-summary">
          {[
            ['Stories', summary?.stories],
            ['Published', summary?.published],
            ['Clients', summary?.clients],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900" data-testid={`summary-${String(label).toLowerCase()}`}>
                {value ?? '…'}
              </dd>
            </div>
          ))}
        </dl>
        <Button className="mt-4" onClick={exportData} disabled={loading}>
          Export Data
        </Button>
      </SettingsCard>
      <SettingsCard title="Storage on this device">
        <StorageUsage />
      </SettingsCard>
      {isAdmin ? (
        <SettingsCard title="Admin" intro="Platform-wide figures and people live in the admin area.">
          <div className="flex flex-wrap gap-3">
            <Link to="/dashboard/admin" className={buttonClass('secondary')}>
              System Analytics
            </Link>
            <Link to="/dashboard/admin/user-management" className={buttonClass('secondary')}>
              User Reports
            </Link>
          </div>
        </SettingsCard>
      ) : null}
    </div>
  );
}
