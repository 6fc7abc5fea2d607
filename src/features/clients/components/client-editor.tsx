// Editing a client's name, email, company and pronouns, and deleting the record (the coach's decision).
// Local-first like every write: it saves offline and syncs later.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { deleteClient, updateClient } from '../../../data/mirror/clients';
import type { ClientRow } from '../../../data/mirror/types';
import {
  clientFormSchema,
  clientFormToRecord,
  PRONOUN_CHOICES,
  type ClientFormValues,
} from '../../../domain/client-form';

export function ClientFields({
  register,
  errors,
  emailHidden = false,
}: {
  register: ReturnType<typeof useForm<ClientFormValues>>['register'];
  errors: ReturnType<typeof useForm<ClientFormValues>>['formState']['errors'];
  /** The client chose not to show their email: it is neither shown nor changed here. */
  emailHidden?: boolean;
}) {
  return (
    <>
      <TextField label="Name" required autoComplete="off" error={errors.name?.message} {...register('name')} />
      {emailHidden ? (
        <p className="text-sm text-slate-600">Email: hidden by the client (their privacy setting).</p>
      ) : (
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          hint="Used to invite them, and to link an account they already have."
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <TextField label="Company" autoComplete="off" error={errors.company?.message} {...register('company')} />
      <SelectField
        label="Pronouns"
        options={PRONOUN_CHOICES}
        placeholder="Not set"
        hint="How the writer refers to them in their stories."
        error={errors.pronouns?.message}
        {...register('pronouns')}
      />
    </>
  );
}

export function ClientEditor({
  client,
  emailHidden,
  onDone,
}: {
  client: ClientRow;
  emailHidden: boolean;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ClientFormValues>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: {
      name: client.name,
      email: emailHidden ? '' : (client.email ?? ''),
      company: client.company ?? '',
      pronouns: client.pronouns ?? '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { email, ...rest } = clientFormToRecord(values);
      await updateClient(client.id, emailHidden ? rest : { ...rest, email });
      toast.success('Client updated');
      onDone();
    } catch {
      toast.error('Failed to update client');
    }
  });
  async function remove() {
    if (!window.confirm(`Delete ${client.name}? Their stories stay, but they leave your client list.`)) return;
    try {
      await deleteClient(client.id);
      toast.success('Client deleted');
      void navigate('/dashboard/clients', { replace: true });
    } catch {
      toast.error('Failed to delete client');
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h1 className="text-xl font-bold text-slate-900">Edit {client.name}</h1>
      <ClientFields register={register} errors={errors} emailHidden={emailHidden} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button variant="danger" className="ml-auto" onClick={() => void remove()}>
          Delete client
        </Button>
      </div>
    </form>
  );
}
