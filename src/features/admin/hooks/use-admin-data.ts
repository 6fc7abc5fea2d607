// The admin screens' live server reads, each with the spec's failure message (areas §8).
import { toast } from '../../../components/ui/toast-store';
import { fetchClients, fetchUsers, type AdminClient, type AdminUser } from '../admin-api';
import { useLiveServerQuery } from './use-live-server-query';

export interface Directory {
  users: AdminUser[];
  clients: AdminClient[];
}

const loadDirectory = async (): Promise<Directory> => {
  const [users, clients] = await Promise.all([fetchUsers(), fetchClients()]);
  return { users, clients };
};

const USER_TABLES = ['todo_profiles'] as const;
const DIRECTORY_TABLES = ['todo_profiles', 'clients'] as const;

/** Every user, by role then newest; refreshed when any profile changes. */
export function useUsers() {
  return useLiveServerQuery(fetchUsers, USER_TABLES, (error) => {
    console.error('Users load failed:', error);
    toast.error('Failed to load users', 'admin-load-users');
  });
}

/** Users and client records together (coach and client tables). */
export function useDirectory() {
  return useLiveServerQuery(loadDirectory, DIRECTORY_TABLES, (error) => {
    console.error('Admin data load failed:', error);
    toast.error('Failed to load data', 'admin-load-data');
  });
}
