// /dashboard/add-client: name, email, company and pronouns. The record is written locally first (it works
// offline like any other write); once it reaches the server an existing account with that email
// is linked to it, and otherwise the coach can make an invitation link here.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { addClient } from '../../../data/mirror/clients';
import { db } from '../../../data/mirror/db';
import { clientFormSchema, clientFormToRecord, type ClientFormValues } from '../../../domain/client-form';
import { ClientFields } from './client-editor';
import { InvitePanel } from './invite-panel';

export function AddClientPage() {
  const [addedId, setAddedId] = useState<string | null>(null);
  const added = useLiveQuery(async () => (addedId ? ((await db.clients.get(addedId)) ?? null) : null), [addedId]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ClientFormValues>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: { name: '', email: '', company: '', pronouns: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const id = await addClient(clientFormToRecord(values));
      setAddedId(id);
      toast.success('Client added successfully!');
    } catch {
      toast.error('Failed to add client');
    }
  });

  if (added) {
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-5">
          <h1 className="text-xl font-bold text-slate-900">{added.name} is on your client list</h1>
          <p className="mt-1 text-sm text-slate-700">
            {added.base ? 'Saved.' : 'Saved on this device. It reaches the server as soon as you are online.'} Start
            their first story now, or invite them to answer the questions themselves.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to={`/dashboard/stories/create?client=${added.id}`} className={buttonClass('primary')}>
              Start their first story
            </Link>
            <Link to={`/dashboard/clients/${added.id}`} className={buttonClass('secondary')}>
              Open client
            </Link>
            <Button
              variant="ghost"
              onClick={() => {
                reset();
                setAddedId(null);
              }}
            >
              Add another client
            </Button>
          </div>
        </div>
        <section aria-labelledby="invite-title" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="invite-title" className="text-lg font-semibold text-slate-900">
            Invite {added.name}
          </h2>
          <div className="mt-2">
            <InvitePanel client={added} />
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Add Client</h1>
        <p className="mt-1 text-sm text-slate-600">
          Add a client so you can build their story stack with them. If they already have a StoryStack account under
          this email, it is linked automatically.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
        <ClientFields register={register} errors={errors} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding...' : 'Add Client'}
        </Button>
      </form>
    </div>
  );
}
