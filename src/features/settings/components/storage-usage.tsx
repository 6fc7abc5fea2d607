// How much StoryStack keeps on this device, and a button to ask the browser to keep it.
// For the settings page and the dashboard.
import { useEffect, useState } from 'react';
import {
  describeStorageUsage,
  estimateStorage,
  isStoragePersisted,
  requestPersistentStorage,
  type StorageUsageInfo,
} from '../../../data/device/device-storage';

export function StorageUsage({ className = '' }: { className?: string }) {
  const [info, setInfo] = useState<StorageUsageInfo | null | undefined>(undefined);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const [asked, setAsked] = useState<'denied' | 'unsupported' | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([estimateStorage(), isStoragePersisted()]).then(([estimate, kept]) => {
      if (!live) return;
      setInfo(estimate);
      setPersisted(kept);
    });
    return () => {
      live = false;
    };
  }, []);

  async function keep() {
    const result = await requestPersistentStorage();
    if (result === 'granted') setPersisted(true);
    else setAsked(result);
  }

  if (info === undefined) return null;
  return (
    <section
      aria-label="Storage on this device"
      data-testid="storage-usage"
      className={`text-sm text-slate-600 ${className}`}
    >
      <p>{info ? describeStorageUsage(info) : 'This browser does not report how much storage StoryStack uses.'}</p>
      {persisted ? (
        <p className="mt-1 text-emerald-700">Your work on this device is protected from automatic clearing.</p>
      ) : persisted === false ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => void keep()}
            className="rounded-md border border-slate-300 px-2.5 py-1 font-medium text-slate-800 hover:bg-slate-50"
          >
            Keep my work on this device
          </button>
          {asked === 'denied' && (
            <span>The browser declined for now; it usually agrees once StoryStack is installed or used often.</span>
          )}
          {asked === 'unsupported' && <span>This browser cannot promise to keep data.</span>}
        </div>
      ) : null}
    </section>
  );
}
